// What the positions editors' page shares: its words and choices, the draft being edited, dates, and the answers.
import type { staffPositionsPage } from "@solvix/content/pages/staff-positions";
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffPositionsPage, "path" | "seo" | "title" | "intro">;
export type Choices = { locations: string[]; types: string[] };
/** The form's draft: a new position (slug null) or the one being changed, its fields as text. */
export type Editing = { slug: string | null; fields: Record<string, string> };

const zone = "Asia/Singapore";
const day = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: zone });
export const when = (iso: string) => new Date(iso).toLocaleDateString("en-SG", { dateStyle: "medium", timeZone: zone });

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
    },
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
    },
  };
}

/** A refused save's answer: the function's reason and the fields' messages (none when it sent no JSON). */
export async function answerOf(response: Response): Promise<{ error?: string; fields?: Record<string, string> }> {
  try {
    return (await response.json()) as { error?: string; fields?: Record<string, string> };
  } catch {
    return {};
  }
}
