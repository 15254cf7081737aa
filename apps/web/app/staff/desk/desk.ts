// What both pages of the writing desk share (/staff/articles, /staff/case-studies): a row's publishing fields as the
// articles function lists them, a row's history, the draft being edited, the calls that read them, and the times in
// Singapore time. Types only from the rules (zod stays out of the page, whose policy forbids its eval).
import type { PublishState } from "@solvix/content/article-rules";
import type { DeskWords } from "@solvix/content/pages/staff-desk";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type DeskKind = "article" | "case-study";

/** What every listed row has (GET /articles/desk/<kind>), besides its own fields. */
export interface DeskRow {
  id: number;
  slug: string;
  state: PublishState;
  publishAt: string | null;
  firstPublishedAt: string | null;
  updatedAt: string;
}

export interface Revision {
  savedAt: string;
  savedBy: string | null;
  state: string;
  title: string;
}

/** The form's draft: a new row (id null) or the one being changed, its fields as text (`state` as stored). */
export type Editing = { id: number | null; published: boolean; fields: Record<string, string> };

/** `datetime-local` text in Singapore time for an ISO time, and back. */
const localTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const isoOf = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : null);

/** A reader of one kind's rows, for `useStaffList` (made once per kind, so it keeps its identity). */
export function deskReader<Row extends DeskRow>(kind: DeskKind) {
  return (call: StaffCall) => readStaffList<Row>(call, "rows", `/${kind}`);
}

export async function fetchHistory(call: StaffCall, kind: DeskKind, id: number): Promise<Revision[] | "failed"> {
  try {
    const response = await call(`/${kind}/${id}/history`);
    if (!response.ok) return "failed";
    return ((await response.json()) as { history: Revision[] }).history;
  } catch {
    return "failed";
  }
}

/** A draft of `row` (or of a new one): its own fields as text, with its state and scheduled time. */
export function draftOfRow(row: DeskRow | null, fields: Record<string, string>): Editing {
  return {
    id: row?.id ?? null,
    published: Boolean(row?.firstPublishedAt),
    fields: {
      slug: row?.slug ?? "",
      ...fields,
      state: row?.state ?? "draft",
      publishAt: row?.publishAt ? localTime(row.publishAt) : "",
    },
  };
}

/** What a save of a row in `state` says: the site is rebuilt with it, or when (if ever) the site shows it. */
export function savedMessage(copy: Pick<DeskWords, "published" | "savedAs">, state: string): string {
  return state === "draft" || state === "scheduled" || state === "unpublished" ? copy.savedAs[state] : copy.published;
}

/** A comma separated field as a list. */
export const listOf = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's text fields, and the state and time a save sends (the time as ISO, Singapore time as typed). */
export function formText(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const state = text("state");
  return { text, publishing: { state, publishAt: state === "scheduled" ? isoOf(text("publishAt")) : null } };
}
