// The words of /staff/articles (noindex, linked from no public page): editors write, schedule, publish and unpublish
// the blog's articles (issue 48).
import { z } from "zod";
import { publishStates } from "../article-rules.ts";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

export const staffArticlesPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  signIn: z.strictObject({ body: text, link: text }),
  notEditor: text,
  loading: text,
  none: text,
  add: text,
  edit: text,
  save: text,
  cancel: text,
  listLabel: text,
  /** The name of each publishing state. */
  states: z.strictObject(
    Object.fromEntries(publishStates.map((state) => [state, text])) as Record<
      (typeof publishStates)[number],
      typeof text
    >,
  ),
  updated: text,
  preview: text,
  history: text,
  historyLabel: text,
  published: text,
  failure: text,
  labels: z.strictObject({
    slug: text,
    slugHint: text,
    slugLocked: text,
    title: text,
    summary: text,
    body: text,
    bodyHint: text,
    category: text,
    author: text,
    tags: text,
    tagsHint: text,
    state: text,
    publishAt: text,
    publishAtHint: text,
  }),
});

export const staffArticlesPage = {
  path: "/staff/articles",
  seo: {
    title: "Articles (staff)",
    description: "Staff only: write, schedule, publish and unpublish the blog's articles.",
    lastmod: "2026-11-29",
  },
  title: "Articles",
  intro:
    "Published articles are on the blog, each with its own page, in the feed, the sitemap and search. A draft is seen only here. A save is published with the site's next build, which it starts; a scheduled article is published at its time.",
  signIn: { body: "Sign in with an editor account to write articles.", link: "Staff sign-in" },
  notEditor: "This account is not an editor: ask an administrator to give it the editor role.",
  loading: "Loading articles...",
  none: "No articles yet.",
  add: "Write an article",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  listLabel: "Articles",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" },
  updated: "Changed",
  preview: "Preview",
  history: "History",
  historyLabel: "Saved versions, newest first",
  published: "Saved. The site is rebuilt with it in a few minutes.",
  failure: "The articles could not be loaded or saved. Please try again.",
  labels: {
    slug: "Address",
    slugHint: "The end of its address, /resources/blog/<address>: lower-case words joined by hyphens.",
    slugLocked: "Changing the address of a published article sends its old address to the new one.",
    title: "Title",
    summary: "Summary",
    body: "Body",
    bodyHint:
      "Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://address) for a link. HTML is not shown.",
    category: "Category",
    author: "Author",
    tags: "Tags",
    tagsHint: "Comma separated, e.g. Singapore, Hiring.",
    state: "State",
    publishAt: "Publish at",
    publishAtHint: "Singapore time; for a scheduled article.",
  },
} satisfies z.input<typeof staffArticlesPageSchema>;
