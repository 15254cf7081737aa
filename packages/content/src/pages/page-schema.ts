// Schemas the fixed pages share: routed page fields, prose, link cards, headers, legal documents.
import { z } from "zod";
import { iconNameSchema } from "../icons.ts";
import { hrefSchema, linkSchema, paragraphsSchema, seoSchema } from "../sections.ts";

/** Fields every routed page carries. */
export const routedPageSchema = { path: z.string().regex(/^\/[a-z0-9/-]*$/), seo: seoSchema };

const text = z.string().trim().min(1);

/** A titled block of prose. */
export const proseSchema = z.strictObject({ title: text, body: paragraphsSchema });
export type Prose = z.infer<typeof proseSchema>;

/** A link card of an index or hub page; `href` absent means "coming soon" (rendered disabled). */
export const linkCardSchema = z.strictObject({
  title: text,
  description: text,
  icon: iconNameSchema,
  href: hrefSchema.optional(),
  linkLabel: text.optional(),
});
export type LinkCard = z.infer<typeof linkCardSchema>;

/** A simple page header: title and intro. */
export const pageHeaderSchema = z.strictObject({ eyebrow: text.optional(), title: text, intro: text });
export type PageHeader = z.infer<typeof pageHeaderSchema>;

/** A numbered document section (privacy policy, terms). */
export const documentSectionSchema = z.strictObject({
  number: z.number().int().positive(),
  title: text,
  body: paragraphsSchema,
  bullets: z.array(text).min(1).optional(),
});

export const legalDocumentSchema = z
  .strictObject({
    ...routedPageSchema,
    title: text,
    lastUpdated: z.iso.date(),
    intro: paragraphsSchema,
    sections: z.array(documentSectionSchema).length(10),
    cta: linkSchema,
  })
  .refine((doc) => doc.sections.every((section, index) => section.number === index + 1), "sections are numbered 1..10");
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export { text as textSchema };
