// What the writing desk shares: its words, the rows as the articles function answers them, the draft being edited
// and what a save sends. Types only from the rules (zod stays out of the page, whose policy forbids its eval); the
// function checks every save with them.
import type { PublishState } from "@solvix/content/article-rules";
import type { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import type { StaffCall } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffArticlesPage, "path" | "seo" | "title" | "intro">;

/** An article as the desk lists it (GET /articles/desk/article). */
export interface DeskArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: string;
  author: string;
  tags: string[];
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

/** The form's draft: a new article (id null) or the one being changed, its fields as text. */
export type Editing = { id: number | null; published: boolean; fields: Record<string, string> };

const zone = "Asia/Singapore";
export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-SG", { dateStyle: "medium", timeStyle: "short", timeZone: zone });
/** `datetime-local` text in Singapore time for an ISO time, and back. */
const localTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const isoOf = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : null);

export async function fetchArticles(call: StaffCall): Promise<DeskArticle[] | "denied" | "failed"> {
  try {
    const response = await call("/article");
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 401 || response.status === 403 ? "denied" : "failed";
    }
    return ((await response.json()) as { rows: DeskArticle[] }).rows;
  } catch {
    return "failed";
  }
}

export async function fetchHistory(call: StaffCall, id: number): Promise<Revision[] | "failed"> {
  try {
    const response = await call(`/article/${id}/history`);
    if (!response.ok) return "failed";
    return ((await response.json()) as { history: Revision[] }).history;
  } catch {
    return "failed";
  }
}

export function draftOf(article: DeskArticle | null): Editing {
  return {
    id: article?.id ?? null,
    published: Boolean(article?.firstPublishedAt),
    fields: {
      slug: article?.slug ?? "",
      title: article?.title ?? "",
      summary: article?.summary ?? "",
      body: article?.body ?? "",
      category: article?.category ?? "",
      author: article?.author ?? "",
      tags: article?.tags.join(", ") ?? "",
      state: article?.state ?? "draft",
      publishAt: article?.publishAt ? localTime(article.publishAt) : "",
    },
  };
}

/** What a save sends: the fields, the tags as a list, the time as ISO (Singapore time as typed). */
export function saveOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const state = text("state");
  return {
    slug: text("slug"),
    title: text("title"),
    summary: text("summary"),
    body: text("body"),
    category: text("category"),
    author: text("author"),
    tags: text("tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    state,
    publishAt: state === "scheduled" ? isoOf(text("publishAt")) : null,
  };
}

export type ArticleSave = ReturnType<typeof saveOf>;

/** The error message and the fields' messages of a refused save. */
export async function answerOf(response: Response): Promise<{ error?: string; fields?: Record<string, string> }> {
  return (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
}
