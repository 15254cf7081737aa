// The words of the /staff/sign-in page (schema and data).
import { z } from "zod";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;
const text = z.string().min(1);

/** The staff sign-in page (noindex, linked from no public menu). */
export const staffSignInPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  emailLabel: text,
  passwordLabel: text,
  submit: text,
  submitting: text,
  signedIn: text,
  signOut: text,
  failure: text,
});

export const staffSignInPage = {
  path: "/staff/sign-in",
  seo: {
    title: "Staff Sign In",
    description: `Sign-in page for ${brand} staff who maintain the frequently asked questions. Not for visitors: there is no client account area on this website.`,
    lastmod: "2025-07-01",
  },
  title: "Staff Sign In",
  intro: "For staff who edit the frequently asked questions. Visitors do not need an account.",
  emailLabel: "Work email",
  passwordLabel: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  signedIn: "You are signed in. Edit controls now appear on the FAQ page.",
  signOut: "Sign Out",
  failure: "Sign-in failed. Check your email and password and try again.",
} satisfies z.input<typeof staffSignInPageSchema>;
