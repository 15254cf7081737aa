// The words of the /contact page (schema and data).
import { z } from "zod";
import { supportSentence } from "../claims.ts";
import { contactFieldLabels, enquiryPrivacyNotice, honeypotFormField, honeypotLabel } from "../contact.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const text = z.string().min(1);

/** Texts of the contact page. The form's fields, rules and placeholders are in `../contact.ts`. */
export const contactPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  form: z.strictObject({
    title: text,
    labels: z.strictObject({
      firstName: text,
      lastName: text,
      email: text,
      contactNumber: text,
      company: text,
      message: text,
    }),
    submit: text,
    submitting: text,
    success: z.strictObject({ title: text, body: text }),
    /** `fallback` when the backend gave no reason; `network` when it was not reached at all; `unreachable` when a
     * gateway answered for it (502/503/504). */
    failure: z.strictObject({ title: text, prefix: text, fallback: text, network: text, unreachable: text }),
    /** The hidden anti-spam field: its name and label, read by bots filling every field, never shown to people and
     * never filled by autofill (see `honeypotFormField`). */
    honeypot: z.strictObject({ name: text, label: text }),
    /** The privacy notice at the form: its purposes, then a link to the whole policy. */
    privacy: z.strictObject({ text, linkLabel: text, href: z.string().startsWith("/") }),
  }),
  cards: z.strictObject({ email: text, phone: text, address: text }),
  /** The column beside the form: its heading and the reply promise under the e-mail address ("{time}" is
   * `site.replyWithin`). */
  details: z.strictObject({ title: text, replyNote: z.string().includes("{time}") }),
  /** The office hours card; its note says whose hours they are (the one account of support hours, ../claims.ts). */
  hours: z.strictObject({ title: text, note: text }),
  /** Shown only when SITE_BOOKING_URL is set: a link to the company's own scheduling page. */
  booking: z.strictObject({ title: text, body: text, label: text }),
  /** "{name}" in `newTab` is a network's name: each link opens in a new tab. */
  socials: z.strictObject({
    title: text,
    names: z.strictObject({ instagram: text, linkedin: text, facebook: text }),
    newTab: z.string().includes("{name}"),
  }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;

/** The contact form's own words: its title, labels, button and notifications. */
export type ContactFormTexts = z.infer<typeof contactPageSchema>["form"];

export const contactPage = {
  path: "/contact",
  seo: {
    title: "Contact Us",
    description:
      "Tell us about the roles you need to fill. Send us a message, e-mail or call our Singapore office; we reply within 24 hours.",
    lastmod: "2025-07-01",
  },
  title: "Get In Touch",
  intro:
    "Ready to build your remote team? Tell us about the roles you need and our team will get back to you within 24 hours with next steps.",
  form: {
    title: "Send Us a Message",
    labels: contactFieldLabels,
    submit: "Send Message",
    submitting: "Sending...",
    success: {
      title: "Message Sent Successfully!",
      body: `Thank you for your inquiry. We'll get back to you within ${site.replyWithin}.`,
    },
    failure: {
      title: "Error",
      prefix: "Failed to send message: ",
      fallback: "Please try again.",
      network: "Could not reach our server. Please check your internet connection and try again.",
      unreachable: "The server is not reachable right now. Please try again in a few minutes.",
    },
    honeypot: { name: honeypotFormField, label: honeypotLabel },
    privacy: enquiryPrivacyNotice,
  },
  cards: { email: "Email Us", phone: "Call Us", address: "Visit Us" },
  details: { title: "Contact Information", replyNote: "We reply within {time}." },
  hours: { title: "Business Hours", note: `${supportSentence[0]?.toUpperCase() ?? ""}${supportSentence.slice(1)}` },
  booking: {
    title: "Prefer to Talk?",
    body: "Pick a time that suits you on our scheduling page.",
    label: "Book a call",
  },
  socials: {
    title: "Follow Us",
    names: { instagram: "Instagram", linkedin: "LinkedIn", facebook: "Facebook" },
    newTab: "{name} (opens in a new tab)",
  },
} satisfies z.input<typeof contactPageSchema>;
