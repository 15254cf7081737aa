// The words of /staff/positions (noindex, linked from no public page): positions editors add, edit, close and open
// again the careers positions.
import { z } from "zod";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

export const staffPositionsPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  signIn: z.strictObject({ body: text, link: text }),
  notEditor: text,
  loading: text,
  openTitle: text,
  closedTitle: text,
  none: text,
  add: text,
  edit: text,
  close: text,
  reopen: text,
  save: text,
  cancel: text,
  closedOn: text,
  /** The confirmation before a position closes; "{title}" in the title is the position's. */
  closeDialog: z.strictObject({
    title: z.string().includes("{title}"),
    description: text,
    confirm: text,
    busy: text,
    cancel: text,
  }),
  published: text,
  failure: text,
  labels: z.strictObject({
    slug: text,
    slugHint: text,
    title: text,
    location: text,
    type: text,
    description: text,
    tags: text,
    tagsHint: text,
    validThrough: text,
    validThroughHint: text,
  }),
});

export const staffPositionsPage = {
  path: "/staff/positions",
  seo: {
    title: "Positions (staff)",
    description: "Staff only: add, edit, close and open again the careers positions shown on the site.",
    lastmod: "2026-11-26",
  },
  title: "Positions",
  intro:
    "Open positions are listed on /careers, each with its own page, in the sitemap and in search. A save is published with the site's next build, which it starts; a closed position's page then answers 'gone', and its applications stay on the applications page.",
  signIn: { body: "Sign in with a positions editor account to change positions.", link: "Staff sign-in" },
  notEditor:
    "This account is not a positions editor: ask an administrator to give it the positions_editor role. You can read the positions below.",
  loading: "Loading positions...",
  openTitle: "Open positions",
  closedTitle: "Closed positions",
  none: "None.",
  add: "Add a position",
  edit: "Edit",
  close: "Close position",
  reopen: "Open again",
  save: "Save",
  cancel: "Cancel",
  closedOn: "Closed",
  closeDialog: {
    title: "Close {title}?",
    description:
      "Its page leaves the careers list, the sitemap and search with the site's next build, which this starts, and then answers 'gone'. Its applications stay on the applications page; you can open it again later.",
    confirm: "Close position",
    busy: "Closing...",
    cancel: "Cancel",
  },
  published: "Saved. The site is rebuilt with it in a few minutes.",
  failure: "The positions could not be loaded or saved. Please try again.",
  labels: {
    slug: "Address",
    slugHint:
      "The end of its page's address, /careers/<address>: lowercase letters, digits and hyphens. It cannot be changed later.",
    title: "Title",
    location: "Location",
    type: "Type",
    description: "Description",
    tags: "Skills",
    tagsHint: "Separated by commas, e.g. SQL, Python, Looker Studio",
    validThrough: "Closing date (optional)",
    validThroughHint: "Shown to search engines; close the position here when it is filled.",
  },
} satisfies z.input<typeof staffPositionsPageSchema>;
