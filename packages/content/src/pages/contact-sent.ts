// The page a visitor lands on after sending the enquiry form without JavaScript (the function answers 303 here).
import { z } from "zod";
import { contactPage } from "./contact.ts";
import { routedPageSchema } from "./page-schema.ts";

const text = z.string().min(1);

export const contactSentPageSchema = z.strictObject({
  ...routedPageSchema,
  /** The notification of section 8 of the specification, as the form shows it with JavaScript. */
  title: text,
  intro: text,
  homeLink: text,
});

export const contactSentPage = {
  path: "/contact/sent",
  seo: {
    title: contactPage.form.success.title,
    description: contactPage.form.success.body,
    lastmod: "2025-07-01",
  },
  title: contactPage.form.success.title,
  intro: contactPage.form.success.body,
  homeLink: "Return to Home",
} satisfies z.input<typeof contactSentPageSchema>;
