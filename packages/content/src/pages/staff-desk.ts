// The words every page of the writing desk has (/staff/articles, /staff/case-studies, issue 48): the list with its
// states, the editor's buttons and publishing fields, the history, and the confirmation before unpublishing.
import { z } from "zod";
import { publishStates } from "../article-rules.ts";
import { textSchema as text } from "./page-schema.ts";
import { staffImageWords } from "./staff-images.ts";

/** The image fields' words (cover, picture in the body: staff-images.ts), as a desk page carries them. */
export const deskImageWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(staffImageWords).map((key) => [key, text])) as {
    [Key in keyof typeof staffImageWords]: typeof text;
  },
);

/** The shared words' fields, spread into each desk page's schema beside its own. */
export const deskWordsFields = {
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
  /** Who saved a version no editor saved: the seed's first content, or the schedule publishing a row at its time. */
  savedByTheSite: text,
  /** What a save says for a row saved as published. */
  published: text,
  /** What a save says for a row saved in another state: the site does not show it, or not yet. */
  savedAs: z.strictObject({ draft: text, scheduled: text, unpublished: text }),
  failure: text,
  /** The confirmation before a published row is unpublished; "{title}" in the title is the row's. */
  unpublishDialog: z.strictObject({
    title: z.string().includes("{title}"),
    description: text,
    confirm: text,
    busy: text,
    cancel: text,
  }),
};

/** The words both desk pages say alike, spread into each. */
export const deskCommonWords = {
  notEditor: "This account is not an editor: ask an administrator to give it the editor role.",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" },
  updated: "Changed",
  preview: "Preview",
  history: "History",
  historyLabel: "Saved versions, newest first",
  savedByTheSite: "the site itself",
  published: "Saved. The site is rebuilt with it in a few minutes.",
  savedAs: {
    draft: "Saved as a draft. The site shows it once it is published.",
    scheduled: "Saved. The site shows it from the time set.",
    unpublished: "Saved. The site is rebuilt without it in a few minutes.",
  },
};

/** The labels of the publishing fields, under `labels` on each desk page. */
export const deskLabelFields = {
  slug: text,
  slugHint: text,
  slugLocked: text,
  tags: text,
  tagsHint: text,
  state: text,
  publishAt: text,
  publishAtHint: text,
};

/** The words the desk's shared parts read (each desk page's words have these and more). */
export const deskWordsSchema = z.strictObject({ ...deskWordsFields, labels: z.strictObject(deskLabelFields) });
export type DeskWords = z.infer<typeof deskWordsSchema>;
