// What the positions editors' page shares: its words and choices, the draft being edited, dates, and the answers.
import type { staffPositionsPage } from "@solvix/content/pages/staff-positions";
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffPositionsPage, "path" | "seo" | "title" | "intro">;
export type Choices = {
  locations: string[];
  types: string[];
  /** The countries a position may be open to: [ISO code, name]; a new one starts with `defaultCountries`. */
  countries: [string, string][];
  defaultCountries: string[];
  currencies: string[];
};
/** The form's draft: a new position (slug null) or the one being changed, its fields as text. */
export type Editing = { slug: string | null; fields: Record<string, string> };

const zone = "Asia/Singapore";
const day = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: zone });

/** The positions as the function answers them (open and closed), or "failed" (the page shows one message for both). */
export async function fetchPositions(call: StaffCall): Promise<StoredPosition[] | "failed"> {
  const list = await readStaffList<StoredPosition>(call, "positions");
  return list === "denied" ? "failed" : list;
}

/** Skills as staff type them: one line, comma separated. */
const parseTags = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The form's draft of a position, or of a new one (the first location and type chosen). */
export function draftOf(position: StoredPosition | null, choices: Choices): Editing {
  return {
    slug: position?.slug ?? null,
    fields: {
      slug: position?.slug ?? "",
      title: position?.title ?? "",
      location: position?.location ?? choices.locations[0] ?? "",
      type: position?.type ?? choices.types[0] ?? "",
      description: position?.description ?? "",
      tags: position?.tags.join(", ") ?? "",
      validThrough: position?.validThrough ? day(position.validThrough) : "",
      countries: (position?.countries ?? choices.defaultCountries).join(","),
      currency: position?.salary?.currency ?? "",
      salaryMin: position?.salary ? String(position.salary.min) : "",
      salaryMax: position?.salary ? String(position.salary.max) : "",
      salaryUnit: position?.salary?.unit ?? "MONTH",
      benefits: position?.benefits ?? "",
      hours: position?.hours ?? "",
      timeZone: position?.timeZone ?? "",
    },
  };
}

/** The countries, and the pay and terms as the function takes them: no salary when none of its fields is filled
 * (an amount without a currency is sent, for the function to say what is missing). */
function termsOf(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const amount = (name: string) => (text(name) === "" ? undefined : Number(text(name)));
  const given = [text("currency"), text("salaryMin"), text("salaryMax")].some(Boolean);
  return {
    countries: data.getAll("countries").map(String),
    salary: given
      ? { currency: text("currency"), min: amount("salaryMin"), max: amount("salaryMax"), unit: text("salaryUnit") }
      : null,
    benefits: text("benefits"),
    hours: text("hours"),
    timeZone: text("timeZone"),
  };
}

/** What the form sends: its fields, the skills as a list, the closing day as the end of that day in Singapore. */
export function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const closing = text("validThrough");
  return {
    slug: text("slug"),
    fields: {
      title: text("title"),
      location: text("location"),
      type: text("type"),
      description: text("description"),
      tags: parseTags(text("tags")),
      validThrough: closing ? `${closing}T23:59:00+08:00` : null,
      ...termsOf(data),
    },
  };
}
