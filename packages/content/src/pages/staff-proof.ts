// The words of /staff/proof (noindex, linked from no public page): editors add, change, publish and delete the
// testimonials, client logos, team members and certifications the site shows (issue 49), each testimonial and logo
// with the client's recorded agreement.
import { z } from "zod";
import { proofKinds, proofStates } from "../proof-rules.ts";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

const byKind = z.strictObject(
  Object.fromEntries(proofKinds.map((kind) => [kind, text])) as Record<(typeof proofKinds)[number], typeof text>,
);

export const staffProofPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  signIn: z.strictObject({ body: text, link: text }),
  notEditor: text,
  loading: text,
  none: text,
  /** Each kind's band on this page. */
  kinds: byKind,
  /** Each kind's add button. */
  add: byKind,
  edit: text,
  remove: text,
  /** The deletion's confirmation: "{name}" is the row's name. */
  removeConfirm: z.strictObject({
    title: z.string().includes("{name}"),
    description: text,
    confirm: text,
    cancel: text,
    busy: text,
  }),
  save: text,
  saving: text,
  cancel: text,
  states: z.strictObject(
    Object.fromEntries(proofStates.map((state) => [state, text])) as Record<(typeof proofStates)[number], typeof text>,
  ),
  /** What a save says for a row saved as published, and for one saved as a draft. */
  published: text,
  savedDraft: text,
  removed: text,
  failure: text,
  noField: text,
  labels: z.strictObject({
    quote: text,
    name: text,
    role: text,
    company: text,
    field: text,
    fieldHint: text,
    country: text,
    issuer: text,
    year: text,
    picture: z.strictObject({ legend: text, hint: text, none: text, remove: text }),
    state: text,
    sortOrder: text,
    sortOrderHint: text,
    consent: text,
    consentHint: text,
    consentBy: text,
    consentAt: text,
    consentHow: text,
    consentHowHint: text,
  }),
});

export const staffProofPage = {
  path: "/staff/proof",
  seo: {
    title: "Proof (staff)",
    description: "Staff only: the testimonials, client logos, team and certifications the site shows.",
    lastmod: "2026-11-29",
  },
  title: "Proof",
  intro:
    "What is published here shows on the home page, the contact page, the case studies and, for a testimonial, the page of the client's field. Nothing shows until you publish it, and a testimonial or logo needs the client's recorded agreement. A save is published with the site's next build, which it starts.",
  signIn: { body: "Sign in with an editor account to change the proof.", link: "Staff sign-in" },
  notEditor: "This account is not an editor: ask an administrator to give it the editor role.",
  loading: "Loading the proof...",
  none: "None yet.",
  kinds: {
    testimonial: "Testimonials",
    logo: "Client logos",
    team: "Team members",
    certification: "Certifications",
  },
  add: {
    testimonial: "Add a testimonial",
    logo: "Add a client logo",
    team: "Add a team member",
    certification: "Add a certification",
  },
  edit: "Edit",
  remove: "Delete",
  removeConfirm: {
    title: "Delete {name}?",
    description: "It leaves the site with its next build. Delete it when the client withdraws their agreement.",
    confirm: "Delete",
    cancel: "Keep it",
    busy: "Deleting...",
  },
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  states: { draft: "Draft", published: "Published" },
  published: "Saved. The site is rebuilt with it in a few minutes.",
  savedDraft: "Saved as a draft. The site shows it once it is published.",
  removed: "Deleted. The site is rebuilt without it in a few minutes.",
  failure: "The proof could not be loaded or saved. Please try again.",
  noField: "No field (home, contact and case studies only)",
  labels: {
    quote: "Quote",
    name: "Name",
    role: "Role",
    company: "Company",
    field: "Client's field",
    fieldHint: "The testimonial also shows on this industry or sector page.",
    country: "Country",
    issuer: "Issued by",
    year: "Year",
    picture: {
      legend: "Picture",
      hint: "A photo, the client's logo or the badge: PNG, JPEG or WebP, at most ten megabytes. Save the entry first, then upload.",
      none: "No picture yet.",
      remove: "Remove the picture",
    },
    state: "State",
    sortOrder: "Order",
    sortOrderHint: "Lower numbers come first.",
    consent: "The client's agreement",
    consentHint: "Required: who at the client agreed to be quoted or shown, when, and how.",
    consentBy: "Who agreed",
    consentAt: "Date agreed",
    consentHow: "How they agreed",
    consentHowHint: "E.g. a signed release or an e-mail, and where it is kept.",
  },
} satisfies z.input<typeof staffProofPageSchema>;
