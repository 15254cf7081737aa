// What the articles' page of the writing desk has of its own: its words, an article as the articles function lists
// it, its draft and what a save sends. The rest is the desk's (../desk/desk.ts); the function checks every save with
// the article rules.
import type { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import { deskReader, draftOfRow, formText, listOf, type DeskRow, type Editing } from "../desk/desk.ts";

export type Copy = Omit<typeof staffArticlesPage, "path" | "seo" | "title" | "intro">;

/** An article as the desk lists it (GET /articles/desk/article). */
export interface DeskArticle extends DeskRow {
  title: string;
  summary: string;
  body: string;
  category: string;
  author: string;
  tags: string[];
  coverImageId?: number | null;
}

export const fetchArticles = deskReader<DeskArticle>("article");

export function draftOf(article: DeskArticle | null): Editing {
  return draftOfRow(article, {
    title: article?.title ?? "",
    summary: article?.summary ?? "",
    body: article?.body ?? "",
    category: article?.category ?? "",
    author: article?.author ?? "",
    tags: article?.tags.join(", ") ?? "",
    coverImageId: article?.coverImageId ? String(article.coverImageId) : "",
  });
}

/** What a save sends: the fields, the tags as a list, the time as ISO (Singapore time as typed). */
export function saveOf(form: HTMLFormElement) {
  const { text, publishing } = formText(form);
  return {
    slug: text("slug"),
    title: text("title"),
    summary: text("summary"),
    body: text("body"),
    category: text("category"),
    author: text("author"),
    tags: listOf(text("tags")),
    coverImageId: text("coverImageId") ? Number(text("coverImageId")) : null,
    ...publishing,
  };
}

export type ArticleSave = ReturnType<typeof saveOf>;
