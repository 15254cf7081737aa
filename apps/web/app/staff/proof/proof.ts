// What the proof desk shares: its words, the rows as the function answers them, the draft being edited, and what a
// save sends. Types only from the rules (zod stays out of the page, whose policy forbids the eval zod tries; the
// function checks every save).
import type { staffProofPage } from "@solvix/content/pages/staff-proof";
import type { ProofConsent, ProofKind, PublishedProof } from "@solvix/content/proof-rules";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffProofPage, "path" | "seo" | "title" | "intro">;
/** The landing pages a testimonial's field may name: [canonical path, title]. */
export type FieldChoices = [string, string][];

/** A row on the desk: what the build reads, with its consent record (testimonials and logos) and who saved it. */
export type DeskRow = PublishedProof & { consent?: ProofConsent; updatedBy: string | null };

/** The form's draft: its kind, the row it changes (id null for a new one), its fields as text. */
export type Editing = { kind: ProofKind; id: number | null; fields: Record<string, string> };

/** Every row, or why not: "denied" (not an editor) or "failed". */
export const fetchProof = (call: StaffCall) => readStaffList<DeskRow>(call, "rows");

/** The name a row goes by in the list and the deletion's confirmation. */
export const nameOf = (row: DeskRow) => (row.kind === "logo" ? row.company : row.name);

/** The image reference of a row, whatever its kind calls it. */
const imageOf = (row: DeskRow) =>
  row.kind === "logo" ? row.logo : row.kind === "certification" ? row.image : row.photo;

/** The form's draft of a row, or of a new one of `kind` (a draft, last in its band's order). */
export function draftOf(kind: ProofKind, row: DeskRow | null): Editing {
  const value = (key: string) => {
    const found = (row as Record<string, unknown> | null)?.[key];
    return found === null || found === undefined ? "" : String(found);
  };
  return {
    kind,
    id: row?.id ?? null,
    fields: {
      quote: value("quote"),
      name: value("name"),
      role: value("role"),
      company: value("company"),
      field: value("field"),
      country: value("country"),
      issuer: value("issuer"),
      year: value("year"),
      image: row ? String(imageOf(row) ?? "") : "",
      state: row?.state ?? "draft",
      sortOrder: row ? String(row.sortOrder) : "0",
      consentBy: row?.consent?.by ?? "",
      consentAt: row?.consent?.at ?? "",
      consentHow: row?.consent?.how ?? "",
    },
  };
}

/** What a save sends for the form's kind: its fields, empty ones as null where the rules allow none. */
export function saveOf(kind: ProofKind, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const orNull = (name: string) => text(name) || null;
  const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
  const common = { kind, state: text("state"), sortOrder: number("sortOrder") ?? 0 };
  const consent = { consent: { by: text("consentBy"), at: text("consentAt"), how: text("consentHow") } };
  switch (kind) {
    case "testimonial":
      return {
        ...common,
        quote: text("quote"),
        name: text("name"),
        role: text("role"),
        company: text("company"),
        field: orNull("field"),
        photo: number("image"),
        ...consent,
      };
    case "logo":
      return { ...common, company: text("company"), logo: number("image"), ...consent };
    case "team":
      return { ...common, name: text("name"), role: text("role"), country: text("country"), photo: number("image") };
    case "certification":
      return { ...common, name: text("name"), issuer: text("issuer"), year: number("year"), image: number("image") };
  }
}
