// The words of the /staff/sign-in page (schema and data).
import { z } from "zod";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;
const text = z.string().min(1);

/**
 * How the staff pages name the signed-in account: its e-mail, or `unnamed` when the token carries none;
 * `development` follows the name when the session is a development token.
 */
export const staffAccountSchema = z.strictObject({ unnamed: text, development: text });

export const staffAccount = {
  unnamed: "a staff member",
  development: " with a development-only token",
} satisfies z.input<typeof staffAccountSchema>;

/** The staff sign-in page (noindex, linked from no public menu). */
export const staffSignInPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  /** The accessible name of the e-mail and password form. */
  formLabel: text,
  emailLabel: text,
  passwordLabel: text,
  submit: text,
  submitting: text,
  /** Checked in the browser before anything is sent. */
  emailMissing: text,
  passwordMissing: text,
  /** When the sign-in service did not answer. */
  unreachable: text,
  /** When it answered with a refusal. */
  failure: text,
  account: staffAccountSchema,
  /** "{account}" is the e-mail (or `account.unnamed`), "{development}" is `account.development` or nothing. */
  signedInAs: z.string().includes("{account}").includes("{development}"),
  /** What each staff role the account holds can do, with the way to its page (app_metadata.role / roles). */
  roles: z.strictObject({
    editor: z.strictObject({ body: text, link: text }),
    recruiter: z.strictObject({ body: text, link: text }),
    positionsEditor: z.strictObject({ body: text, link: text }),
    sales: z.strictObject({ body: text, link: text }),
    marketing: z.strictObject({ body: text, link: text }),
  }),
  /** The link to each further staff page a role opens (its first page's link is the role's `link`); "{page}" is the
   * page's name in the staff navigation (staffRoom.pages). */
  otherPage: z.string().includes("{page}"),
  /** An account that holds none of them. */
  noRole: text,
  /** A build with neither a Supabase project nor the development sign-in (the build check stops such a build). */
  notConfigured: text,
  /** The development-only sign-in of a build for the embedded local backend; its "{…}" parts are shown as code. */
  developmentToken: z.strictObject({
    noProject: z.string().includes("{setting}"),
    setting: text,
    title: text,
    instructions: z.string().includes("{command}").includes("{address}"),
    command: text,
    address: text,
    /** The form's accessible name and the field's label. */
    label: text,
    submit: text,
    /** Why a pasted token cannot be used. */
    errors: z.strictObject({ notAToken: text, expired: text, unusable: text }),
  }),
});

/** The sign-in panel's own words: everything but the page's path, head, title and intro. */
export type StaffSignInTexts = Omit<z.infer<typeof staffSignInPageSchema>, "path" | "seo" | "title" | "intro">;

export const staffSignInPage = {
  path: "/staff/sign-in",
  seo: {
    title: "Staff Sign In",
    description: `Sign-in for ${brand} staff who edit the site, work its enquiries and applications or read its analytics. Not for visitors: this website has no client accounts.`,
    lastmod: "2025-07-01",
  },
  title: "Staff Sign In",
  intro:
    "For staff who edit the FAQs, articles, case studies, proof and prices, work through enquiries and applications, publish careers positions or read the site's analytics. Visitors do not need an account.",
  formLabel: "Staff sign-in",
  emailLabel: "Work email",
  passwordLabel: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  emailMissing: "Enter your work email address.",
  passwordMissing: "Enter your password.",
  unreachable: "Could not reach the sign-in service. Check your connection and try again.",
  failure: "Sign-in failed. Check your email and password and try again.",
  account: staffAccount,
  signedInAs: "Signed in as {account}{development}.",
  roles: {
    editor: {
      body: "You can edit the FAQs (edit controls now appear on the FAQ page), write the blog's articles and the case studies, and enter the site's proof and prices.",
      link: "Go to the FAQ page",
    },
    recruiter: {
      body: "You can read candidates' applications, download their CVs and set their status.",
      link: "Go to the applications",
    },
    positionsEditor: {
      body: "You can add, edit, close and reopen the careers positions.",
      link: "Go to the positions",
    },
    sales: {
      body: "You can work through the enquiries: their source, status and notes, and export them.",
      link: "Go to the enquiries",
    },
    marketing: {
      body: "You can see the site's visits, their sources and the enquiries they bring.",
      link: "Go to the analytics",
    },
  },
  otherPage: "Go to the {page} page",
  noRole:
    "This account has no staff role yet (editor, recruiter, positions editor, sales or marketing), so it can change nothing here. An administrator can give it one.",
  notConfigured: "Staff sign-in is not configured for this build.",
  developmentToken: {
    noProject:
      "No Supabase project is configured for this build ({setting} is empty), so e-mail and password sign-in is not available here.",
    setting: "SITE_SUPABASE_URL",
    title: "Development only: sign in with a local token",
    instructions:
      "For the local backend only. Mint a token signed with the local development key by running {command} and paste the token below (or open this page as {address} followed by the token). A build with a Supabase project never shows this.",
    command: "scripts/pnpm --filter @solvix/supabase token:dev --email you@example.com",
    address: "/staff/sign-in#token=",
    label: "Development token",
    submit: "Use development token",
    errors: {
      notAToken: "That is not a token: paste the whole line the mint script printed (three parts separated by dots).",
      expired: "That token has expired: mint a new one.",
      unusable: "That token cannot be used: mint a new one.",
    },
  },
} satisfies z.input<typeof staffSignInPageSchema>;
