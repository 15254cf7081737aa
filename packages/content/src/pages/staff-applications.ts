// The words of /staff/applications (noindex, linked from no public page): recruiters work through applications.
import { z } from "zod";
import { routedPageSchema, textSchema as text } from "./page-schema.ts";

export const staffApplicationsPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  signIn: z.strictObject({ body: text, link: text }),
  notRecruiter: text,
  loading: text,
  empty: text,
  pool: text,
  listLabel: text,
  labels: z.strictObject({
    received: text,
    email: text,
    phone: text,
    country: text,
    profile: text,
    note: text,
    cv: text,
    status: text,
    source: text,
  }),
  statuses: z.strictObject({ new: text, reviewed: text, shortlisted: text, declined: text }),
  download: text,
  saveStatus: text,
  saved: text,
  remove: text,
  /** The confirmation before a deletion; "{name}" in the title is the candidate's. */
  removeDialog: z.strictObject({
    title: z.string().includes("{name}"),
    description: text,
    confirm: text,
    busy: text,
    cancel: text,
  }),
  removed: text,
  close: text,
  failure: text,
});

export const staffApplicationsPage = {
  path: "/staff/applications",
  seo: {
    title: "Applications (staff)",
    description:
      "Staff only: candidates' applications for open positions and the talent pool, with their CVs, review status and deletion on request.",
    lastmod: "2026-11-26",
  },
  title: "Applications",
  intro: "Newest first, by position and talent pool. Open one to read it, download its CV and set its status.",
  signIn: { body: "Sign in with a recruiter account to see applications.", link: "Staff sign-in" },
  notRecruiter: "This account is not a recruiter: ask an administrator to give it the recruiter role.",
  loading: "Loading applications...",
  empty: "No applications yet.",
  pool: "Talent pool",
  listLabel: "Applications",
  labels: {
    received: "Received",
    email: "Email",
    phone: "Phone",
    country: "Country",
    profile: "Profile",
    note: "Note",
    cv: "CV",
    status: "Status",
    source: "Source",
  },
  statuses: { new: "New", reviewed: "Reviewed", shortlisted: "Shortlisted", declined: "Declined" },
  download: "Download CV",
  saveStatus: "Save status",
  saved: "Status saved.",
  remove: "Delete application",
  removeDialog: {
    title: "Delete the application of {name}?",
    description:
      "The application and its CV are deleted for good, as the candidate asked. This cannot be undone; the mails already sent stay in their inboxes.",
    confirm: "Delete application",
    busy: "Deleting...",
    cancel: "Cancel",
  },
  removed: "The application and its CV were deleted.",
  close: "Back to the list",
  failure: "The applications could not be loaded or changed. Please try again.",
} satisfies z.input<typeof staffApplicationsPageSchema>;
