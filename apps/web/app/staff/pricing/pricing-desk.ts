// What the pricing desk shares: its words and choices, the rows as the pricing function answers them, the forms'
// fields (one list per kind, drawn by desk-form.tsx) and what a form sends.
import type { staffPricingPage } from "@solvix/content/pages/staff-pricing";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffPricingPage, "path" | "seo" | "title" | "intro">;
export type Choices = { currencies: string[]; countries: string[] };

export interface DeskPrice {
  id: number;
  roleFamily: string;
  country: string;
  amount: number;
  currency: string;
  published: boolean;
}
export interface DeskRole {
  id: number;
  title: string;
  localMarket: string;
  currency: string;
  period: "month" | "year";
  local: { min: number; max: number };
  remote: { min: number; max: number };
  source: string;
  published: boolean;
}
export interface DeskTerms {
  fee: { amount: number; currency: string } | null;
  rates: { SGD: number; AUD: number; setAt: string } | null;
  published: boolean;
}
export interface Desk {
  prices: DeskPrice[];
  terms: DeskTerms;
  roles: DeskRole[];
}

export type Kind = "prices" | "roles" | "terms";
/** A form being edited: which kind, the row's id (none for a new row or the terms) and its fields as text. */
export type Editing = { kind: Kind; id?: number; fields: Record<string, string> };

/** One field of a form: a text or number input, a choice, or a checkbox ("on" when checked). */
export type Field = {
  name: string;
  label: keyof Copy["labels"];
  type: "text" | "number" | "select" | "checkbox";
  /** The choices of a select; "" is offered first when `empty` names it. */
  choices?: readonly string[];
  empty?: keyof Copy["labels"];
  hint?: keyof Copy["labels"];
  /** How many decimals a number takes. */
  step?: string;
  /** The key of the function's message for it, when not `name` (the terms' nested fields). */
  error?: string;
};

export function fieldsFor(kind: Kind, choices: Choices): Field[] {
  const periods = ["month", "year"];
  const money = (name: string, label: keyof Copy["labels"]): Field => ({ name, label, type: "number", step: "0.01" });
  if (kind === "prices")
    return [
      { name: "roleFamily", label: "roleFamily", type: "text" },
      { name: "country", label: "country", type: "select", choices: choices.countries },
      money("amount", "amount"),
      { name: "currency", label: "currency", type: "select", choices: choices.currencies },
      { name: "published", label: "published", type: "checkbox" },
    ];
  if (kind === "terms")
    return [
      { ...money("feeAmount", "feeAmount"), hint: "feeHint", error: "fee.amount" },
      { name: "feeCurrency", label: "feeCurrency", type: "select", choices: choices.currencies, error: "fee.currency" },
      { name: "rateSgd", label: "rateSgd", type: "number", step: "0.0001", hint: "ratesHint", error: "rates.SGD" },
      { name: "rateAud", label: "rateAud", type: "number", step: "0.0001", error: "rates.AUD" },
      { name: "published", label: "published", type: "checkbox" },
    ];
  return [
    { name: "title", label: "roleTitle", type: "text" },
    { name: "localMarket", label: "localMarket", type: "text", hint: "localMarketHint" },
    { name: "currency", label: "currency", type: "select", choices: choices.currencies },
    { name: "period", label: "period", type: "select", choices: periods },
    money("local.min", "localMin"),
    money("local.max", "localMax"),
    money("remote.min", "remoteMin"),
    money("remote.max", "remoteMax"),
    { name: "source", label: "source", type: "text", hint: "sourceHint" },
    { name: "published", label: "published", type: "checkbox" },
  ];
}

const text = (value: number | string | undefined | null) =>
  value === undefined || value === null ? "" : String(value);
const checked = (value: boolean | undefined) => (value ? "on" : "");

/** A form's draft: the row's fields as text, or a new row's (the first choices). */
export function draftOf(kind: Kind, row: DeskPrice | DeskRole | DeskTerms | null, choices: Choices): Editing {
  const currency = choices.currencies[0] ?? "USD";
  if (kind === "terms") {
    const terms = row as DeskTerms | null;
    return {
      kind,
      fields: {
        feeAmount: text(terms?.fee?.amount),
        feeCurrency: terms?.fee?.currency ?? currency,
        rateSgd: text(terms?.rates?.SGD),
        rateAud: text(terms?.rates?.AUD),
        published: checked(terms?.published),
      },
    };
  }
  if (kind === "prices") {
    const price = row as DeskPrice | null;
    return {
      kind,
      ...(price ? { id: price.id } : {}),
      fields: {
        roleFamily: price?.roleFamily ?? "",
        country: price?.country ?? choices.countries[0] ?? "",
        amount: text(price?.amount),
        currency: price?.currency ?? currency,
        published: checked(price?.published),
      },
    };
  }
  const role = row as DeskRole | null;
  return {
    kind,
    ...(role ? { id: role.id } : {}),
    fields: {
      title: role?.title ?? "",
      localMarket: role?.localMarket ?? "",
      currency: role?.currency ?? currency,
      period: role?.period ?? "month",
      "local.min": text(role?.local.min),
      "local.max": text(role?.local.max),
      "remote.min": text(role?.remote.min),
      "remote.max": text(role?.remote.max),
      source: role?.source ?? "",
      published: checked(role?.published),
    },
  };
}

/** What a form sends: numbers as numbers (an empty one as null), a checkbox as true or false. */
export function bodyOf(editing: Editing, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "").trim();
  const number = (name: string) => (value(name) === "" ? null : Number(value(name)));
  const published = data.get("published") === "on";
  if (editing.kind === "terms") {
    const fee = number("feeAmount");
    const sgd = number("rateSgd");
    const aud = number("rateAud");
    return {
      fee: fee === null ? null : { amount: fee, currency: value("feeCurrency") },
      rates: sgd === null && aud === null ? null : { SGD: sgd, AUD: aud },
      published,
    };
  }
  const id = editing.id === undefined ? {} : { id: editing.id };
  if (editing.kind === "prices")
    return {
      ...id,
      roleFamily: value("roleFamily"),
      country: value("country"),
      amount: number("amount"),
      currency: value("currency"),
      published,
    };
  return {
    ...id,
    title: value("title"),
    localMarket: value("localMarket"),
    currency: value("currency"),
    period: value("period"),
    local: { min: number("local.min"), max: number("local.max") },
    remote: { min: number("remote.min"), max: number("remote.max") },
    source: value("source"),
    published,
  };
}

/** The desk as the function answers it, or why not. */
export async function fetchDesk(call: StaffCall): Promise<Desk | "denied" | "failed"> {
  try {
    const response = await call("");
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 401 || response.status === 403 ? "denied" : "failed";
    }
    return (await response.json()) as Desk;
  } catch {
    return "failed";
  }
}

/** "USD 1,450", "SGD 1,890.50" */
export const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
