// The words of /staff/articles (noindex, linked from no public page): editors write, schedule, publish and unpublish
// the blog's articles (issue 48).
import { z } from "zod";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";
import { deskCommonWords, deskImageWordsSchema, deskLabelFields, deskWordsFields } from "./staff-desk.ts";
import { staffImageWords } from "./staff-images.ts";

export const staffArticlesPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  ...deskWordsFields,
  labels: z.strictObject({
    ...deskLabelFields,
    title: text,
    summary: text,
    body: text,
    bodyHint: text,
    category: text,
    author: text,
  }),
  /** The image fields' words (cover, picture in the body). */
  images: deskImageWordsSchema,
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
  ...deskCommonWords,
  loading: "Loading articles...",
  none: "No articles yet.",
  add: "Write an article",
  listLabel: "Articles",
  failure: "The articles could not be loaded or saved. Please try again.",
  unpublishDialog: {
    title: "Unpublish {title}?",
    description:
      "Its page leaves the blog, the feed, the sitemap and search with the site's next build, which this starts, and its address then answers 'gone'. Its text stays here; you can publish it again later.",
    confirm: "Unpublish article",
    busy: "Unpublishing...",
    cancel: "Cancel",
  },
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
  images: staffImageWords,
} satisfies z.input<typeof staffArticlesPageSchema>;
