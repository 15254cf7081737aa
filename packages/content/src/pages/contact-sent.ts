// The page a visitor lands on after sending the enquiry form without JavaScript (the function answers 303 here).
import { z } from "zod";
import { contactPage } from "./contact.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const text = z.string().min(1);

export const contactSentPageSchema = z.strictObject({
  ...routedPageSchema,
  /** The notification of section 8 of the specification, as the form shows it with JavaScript. */
  title: text,
  intro: text,
  /** What happens next, in the specification's words (a reply within 24 hours): no meeting is promised. */
  next: z.strictObject({ title: text, body: text }),
  /** Where to go meanwhile, on the site. */
  meanwhile: z.strictObject({
    title: text,
    links: z.array(z.strictObject({ label: text, description: text, href: z.string().startsWith("/") })).min(1),
  }),
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
  next: {
    title: "What Happens Next",
    body: `Your message is with our team. We'll get back to you within ${site.replyWithin}. There is nothing else you need to do until then.`,
  },
  meanwhile: {
    title: "While You Wait",
    links: [
      {
        label: "Savings calculator",
        description: "Compare typical local and remote salaries for the roles you need.",
        href: "/savings-calculator",
      },
      { label: "Case studies", description: "How three companies built their remote teams.", href: "/case-studies" },
      { label: "FAQs", description: "Costs, contracts and how fast we present candidates.", href: "/faqs" },
    ],
  },
  homeLink: "Return to Home",
} satisfies z.input<typeof contactSentPageSchema>;
