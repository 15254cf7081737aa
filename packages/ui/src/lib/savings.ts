// The savings calculator's arithmetic and URL state: pure functions, no React, no schemas (they run in the browser).
import type { CalculatorTexts } from "@solvix/content/pages/savings-calculator";
import { convert, type Currency, type Fee, type Rates } from "./currency.ts";
import { groupDigits } from "./digits.ts";
import { fillText } from "./template.ts";

export type { Currency } from "./currency.ts";
export type Period = "month" | "year";
export type Range = { min: number; max: number };

/** A role as the calculator needs it (the content package's CalculatorRole satisfies this). */
export interface SavingsRole {
  slug: string;
  title: string;
  currency: Currency;
  period: Period;
  local: Range;
  remote: Range;
  /** Where the local salaries are paid. */
  localMarket?: string;
}

/** A chosen role and its headcount. */
export interface TeamPick {
  slug: string;
  count: number;
}

/** The most people of one role the calculator takes; larger teams are a conversation, not a slider. */
export const MAX_COUNT = 50;

export interface Estimate {
  /** Yearly cost of the headcount at local salaries. */
  local: Range;
  /** Yearly cost of the headcount at remote salaries. */
  remote: Range;
  /** Like for like: lower local minus lower remote, upper local minus upper remote (sorted). */
  savings: Range;
  /** Whole percent of the local cost saved, rounded down, at each end (sorted). */
  percent: Range;
}

export interface EstimateLine extends Estimate {
  role: SavingsRole;
  count: number;
  /** The currency its figures are in: the chosen one, or the role's own when there is no rate to convert with. */
  currency: Currency;
  /** Whether the remote cost includes the monthly fee for each team member. */
  fee: boolean;
}

export interface CurrencyTotal extends Estimate {
  currency: Currency;
  /** Whether every line's remote cost includes the fee. */
  fee: boolean;
}

/** The visitor's currency, the staff's rates and the fee (each null while staff have not set it). */
export interface Pricing {
  currency: Currency;
  rates: Rates | null;
  fee: Fee | null;
}

const monthsIn: Record<Period, number> = { month: 12, year: 1 };

const sorted = (a: number, b: number): Range => ({ min: Math.min(a, b), max: Math.max(a, b) });

/** Savings as a whole percent of the local cost, rounded down so the page never overstates. */
export function percentSaved(savings: number, local: number): number {
  if (local <= 0) return 0;
  return Math.floor((savings / local) * 100 + 1e-9);
}

function estimateOf(local: Range, remote: Range): Estimate {
  const low = local.min - remote.min;
  const high = local.max - remote.max;
  return {
    local,
    remote,
    savings: sorted(low, high),
    percent: sorted(percentSaved(low, local.min), percentSaved(high, local.max)),
  };
}

/**
 * The yearly estimate of `count` people in one role: in the chosen currency when the rates allow (else the role's own),
 * with the monthly fee for each of them added to the remote cost when it is set and can be converted.
 */
export function estimateRole(role: SavingsRole, count: number, pricing?: Pricing): EstimateLine {
  const rates = pricing?.rates ?? null;
  const wanted = pricing?.currency ?? role.currency;
  const currency = convert(1, role.currency, wanted, rates) === null ? role.currency : wanted;
  const factor = monthsIn[role.period] * count * (convert(1, role.currency, currency, rates) ?? 1);
  const scale = (range: Range, extra = 0): Range => ({
    min: range.min * factor + extra,
    max: range.max * factor + extra,
  });
  const fee = pricing?.fee ? convert(pricing.fee.amount, pricing.fee.currency, currency, rates) : null;
  const feeYear = fee === null ? 0 : fee * 12 * count;
  return {
    role,
    count,
    currency,
    fee: fee !== null,
    ...estimateOf(scale(role.local), scale(role.remote, feeYear)),
  };
}

/**
 * Lines for every picked role (in the order of `roles`) and one total per currency: one in all when the rates convert
 * every line into the chosen currency. A total adds the local and
 * remote costs of its lines end by end, then works out its savings and percentage from those sums (never an average
 * of percentages). Currencies are never added together.
 */
export function estimateTeam(
  roles: readonly SavingsRole[],
  picks: readonly TeamPick[],
  pricing?: Pricing,
): { lines: EstimateLine[]; totals: CurrencyTotal[] } {
  const lines = roles.flatMap((role) => {
    const count = picks.find((pick) => pick.slug === role.slug)?.count ?? 0;
    return count > 0 ? [estimateRole(role, count, pricing)] : [];
  });
  const currencies = [...new Set(lines.map((line) => line.currency))];
  const totals = currencies.map((currency): CurrencyTotal => {
    const mine = lines.filter((line) => line.currency === currency);
    const sum = (pick: (line: EstimateLine) => number) => mine.reduce((total, line) => total + pick(line), 0);
    const local = { min: sum((l) => l.local.min), max: sum((l) => l.local.max) };
    const remote = { min: sum((l) => l.remote.min), max: sum((l) => l.remote.max) };
    return { currency, fee: mine.every((line) => line.fee), ...estimateOf(local, remote) };
  });
  return { lines, totals };
}

/** "USD 75,000" */
export function formatAmount(value: number, currency: Currency): string {
  return `${currency} ${groupDigits(Math.round(value))}`;
}

/** "USD 75,000 – 95,000", or one amount when both ends are equal. */
export function formatRange(range: Range, currency: Currency): string {
  return range.min === range.max
    ? formatAmount(range.min, currency)
    : `${formatAmount(range.min, currency)} – ${groupDigits(Math.round(range.max))}`;
}

/** "81–84%", or "80%" when both ends are equal. */
export function formatPercent(range: Range): string {
  return range.min === range.max ? `${range.min}%` : `${range.min}–${range.max}%`;
}

/**
 * Reads the team from a query string. Several roles are repeated pairs, in order:
 * `?role=structural-engineer&count=3&role=cad-designer&count=2`. A role without its count counts 1; a count
 * outside 1..MAX_COUNT is brought within it; an unknown role or a repeated one is left out. Each adjustment is
 * reported in `notes`, so the page can say what it changed rather than silently showing another team.
 */
export function readPicks(
  params: URLSearchParams,
  roles: readonly Pick<SavingsRole, "slug" | "title">[],
  texts: CalculatorTexts["linkNotes"],
): { picks: TeamPick[]; notes: string[] } {
  const picks: TeamPick[] = [];
  const notes: string[] = [];
  const entries = [...params.entries()].filter(([key]) => key === "role" || key === "count");
  for (let index = 0; index < entries.length; index++) {
    const [key, value] = entries[index] ?? ["", ""];
    if (key !== "role") continue;
    const next = entries[index + 1];
    const rawCount = next?.[0] === "count" ? next[1] : undefined;
    const role = roles.find((candidate) => candidate.slug === value);
    if (!role) {
      notes.push(fillText(texts.unknownRole, { value: value.slice(0, 60) }));
      continue;
    }
    if (picks.some((pick) => pick.slug === role.slug)) {
      notes.push(fillText(texts.repeatedRole, { role: role.title }));
      continue;
    }
    const parsed = rawCount === undefined ? 1 : Number(rawCount);
    const count = Number.isFinite(parsed) ? Math.min(MAX_COUNT, Math.max(1, Math.trunc(parsed))) : 1;
    if (rawCount !== undefined && count !== parsed) {
      notes.push(fillText(texts.headcount, { role: role.title, min: 1, max: MAX_COUNT, count }));
    }
    picks.push({ slug: role.slug, count });
  }
  return { picks, notes };
}

/** The query string of a team (roles with a headcount above 0, in the order given); "" for none. */
export function writePicks(picks: readonly TeamPick[]): string {
  const params = new URLSearchParams();
  for (const pick of picks) {
    if (pick.count <= 0) continue;
    params.append("role", pick.slug);
    params.append("count", String(pick.count));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The enquiry message for a team: "I would like to discuss a remote team of: 3 × Structural Engineer, …". */
export function teamMessage(
  picks: readonly TeamPick[],
  roles: readonly Pick<SavingsRole, "slug" | "title">[],
  texts: Pick<CalculatorTexts, "team" | "discussMessage">,
): string {
  const parts = picks.flatMap((pick) => {
    const role = roles.find((candidate) => candidate.slug === pick.slug);
    return role && pick.count > 0 ? [fillText(texts.team, { count: pick.count, role: role.title })] : [];
  });
  return parts.length ? fillText(texts.discussMessage, { team: parts.join(", ") }) : "";
}
