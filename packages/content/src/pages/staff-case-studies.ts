// The words of /staff/case-studies (noindex, linked from no public page): editors write, schedule, publish and
// unpublish the client stories of /case-studies (issue 48).
import { z } from "zod";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";
import { deskCommonWords, deskImageWordsSchema, deskLabelFields, deskWordsFields } from "./staff-desk.ts";
import { staffImageWords } from "./staff-images.ts";

export const staffCaseStudiesPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  ...deskWordsFields,
  /** The accessible name of one result's pair of fields; "{number}" counts from 1. */
  resultLabel: z.string().includes("{number}"),
  /** The cover field's words (staff-images.ts), its hint saying where a case study's cover is shown. */
  images: deskImageWordsSchema,
  labels: z.strictObject({
    ...deskLabelFields,
    client: text,
    location: text,
    focus: text,
    focusHint: text,
    teamSize: text,
    teamCountries: text,
    teamCountriesHint: text,
    challenge: text,
    solution: text,
    results: text,
    resultsHint: text,
    resultValue: text,
    resultLabel: text,
  }),
});

export const staffCaseStudiesPage = {
  path: "/staff/case-studies",
  seo: {
    title: "Case studies (staff)",
    description: "Staff only: write, schedule, publish and unpublish the case studies.",
    lastmod: "2026-11-29",
  },
  title: "Case studies",
  intro:
    "Published case studies are on the case studies page, filtered there by industry and staff country. A draft is seen only here. A save is published with the site's next build, which it starts; a scheduled case study is published at its time.",
  signIn: { body: "Sign in with an editor account to write case studies.", link: "Staff sign-in" },
  ...deskCommonWords,
  loading: "Loading case studies...",
  none: "No case studies yet.",
  add: "Write a case study",
  listLabel: "Case studies",
  failure: "The case studies could not be loaded or saved. Please try again.",
  unpublishDialog: {
    title: "Unpublish {title}?",
    description:
      "It leaves the case studies page with the site's next build, which this starts. Its text stays here; you can publish it again later.",
    confirm: "Unpublish case study",
    busy: "Unpublishing...",
    cancel: "Cancel",
  },
  resultLabel: "Result {number}",
  images: {
    ...staffImageWords,
    coverHint:
      "PNG, JPEG or WebP, at most ten megabytes. Shown on the case study's card once it is published; private until then.",
  },
  labels: {
    slug: "Address",
    slugHint: "Its anchor on the case studies page, /case-studies#<address>: lower-case words joined by hyphens.",
    slugLocked:
      "Links to its old anchor stop finding it: change the address of a published case study only if you must.",
    client: "Client",
    location: "Location",
    focus: "Team in one line",
    focusHint: "e.g. 4 staff from the Philippines.",
    teamSize: "Team size",
    teamCountries: "Staff countries",
    teamCountriesHint: "Comma separated, e.g. Philippines, Vietnam. Visitors filter by them.",
    challenge: "Challenge",
    solution: "Solution",
    results: "Results",
    resultsHint: "Three to six figures, each a value (70%) and what it measures (Cost reduction).",
    resultValue: "Value",
    resultLabel: "What it measures",
    tags: "Industries and topics",
    tagsHint: "Comma separated, e.g. Marketing, Healthcare. Visitors filter by industry.",
    state: "State",
    publishAt: "Publish at",
    publishAtHint: "Singapore time; for a scheduled case study.",
  },
} satisfies z.input<typeof staffCaseStudiesPageSchema>;
