// The one block vocabulary of the site. Landing pages are a list of these sections; the other pages reuse the same
// section schemas in named fields.
import { z } from "zod";
import { colorTokenSchema, iconNameSchema } from "./icons.ts";

const text = z.string().trim().min(1);
/** Paragraphs of body copy. */
export const paragraphsSchema = z.array(text).min(1);

/** An internal path ("/contact", "/services/talent-outsourcing#solvix-managing") or an absolute URL. */
export const hrefSchema = z
  .string()
  .refine(
    (href) => /^\/(?!\/)/.test(href) || /^(https?:|mailto:|tel:)/.test(href),
    "href must be a site path or an absolute URL",
  );

export const linkSchema = z.strictObject({
  label: text,
  href: hrefSchema,
  /** Read after the label by screen readers and search engines only ("Learn More" + "about how it works"). */
  srContext: text.optional(),
});
export type Link = z.infer<typeof linkSchema>;

export const isoDateSchema = z.iso.date();

export const seoSchema = z.strictObject({
  /** Page title without the brand suffix; the document head appends " | {brandName}". */
  title: text.max(70),
  description: text.min(50).max(170),
  keywords: z.array(text).optional(),
  /** Last content change (ISO date), the sitemap's lastmod. */
  lastmod: isoDateSchema,
});
export type Seo = z.infer<typeof seoSchema>;

/** A card with an icon: benefits, features, values, perks. */
export const iconCardSchema = z.strictObject({
  title: text,
  description: text,
  icon: iconNameSchema,
  color: colorTokenSchema.optional(),
});
export type IconCard = z.infer<typeof iconCardSchema>;

export const statSchema = z.strictObject({ value: text, label: text });
export type Stat = z.infer<typeof statSchema>;

const base = {
  /** Anchor id of the section, e.g. "solvix-managing". */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
};
const heading = { ...base, title: text, intro: text.optional() };

export const heroSectionSchema = z.strictObject({
  ...base,
  type: z.literal("hero"),
  eyebrow: text.optional(),
  title: text,
  tagline: text,
  cta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
});

export const overviewSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("overview"),
  body: paragraphsSchema,
  /**
   * The call-out of the overview card, e.g. "Save up to 80% on labour costs against local hiring". A landing page says
   * a savings line only where its own cost figures stand beside it (landing-copy.test.ts).
   */
  highlight: text.optional(),
  stats: z.array(statSchema).min(1).optional(),
});

export const benefitsSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("benefits"),
  items: z.array(iconCardSchema).length(4),
});

export const featuresSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("features"),
  items: z.array(iconCardSchema).length(6),
  /** The cards' fade-in rhythm (specification section 9): "benefit" 0.2 s a card by default, "telecom" 0.1 s. */
  stagger: z.enum(["benefit", "telecom"]).optional(),
});

/** Any other grid of icon cards (3 why-cards, 3 values, 4 EOR features, ...). */
export const cardsSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("cards"),
  items: z.array(iconCardSchema).min(1),
});

export const tasksSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("tasks"),
  items: z.array(iconCardSchema).length(12),
  cta: linkSchema,
  note: text,
});

const moneyRangeSchema = z
  .strictObject({ min: z.number().positive(), max: z.number().positive().optional() })
  .refine((range) => range.max === undefined || range.max >= range.min, "max must not be below min");
export type MoneyRange = z.infer<typeof moneyRangeSchema>;

export const salaryComparisonSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("salary-comparison"),
  currency: z.enum(["USD", "SGD"]),
  period: z.enum(["month", "year"]),
  rows: z.array(z.strictObject({ role: text, local: moneyRangeSchema, remote: moneyRangeSchema })).min(1),
  note: text.optional(),
  /** A link under the table, e.g. to the savings calculator with these roles. */
  link: linkSchema.optional(),
});

export const roleItemSchema = z.strictObject({
  title: text,
  description: text,
  icon: iconNameSchema,
  skills: z.array(text).min(1).optional(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

export const rolesSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("roles"),
  items: z.array(roleItemSchema).min(1),
});

export const statsSectionSchema = z.strictObject({
  ...base,
  type: z.literal("stats"),
  title: text.optional(),
  items: z.array(statSchema).min(1),
});

export const stepSchema = z.strictObject({
  title: text,
  description: text,
  icon: iconNameSchema,
  checklist: z.array(text).min(1).optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const stepsSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("steps"),
  items: z.array(stepSchema).min(1),
  cta: linkSchema.optional(),
});

export const faqItemSchema = z.strictObject({ question: text, answer: text });
export const faqSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("faq"),
  items: z.array(faqItemSchema).min(1),
});

/** A list of short points, e.g. reasons to choose the provider. */
export const checklistSectionSchema = z.strictObject({
  ...heading,
  type: z.literal("checklist"),
  items: z.array(z.strictObject({ title: text, description: text.optional() })).min(1),
});

export const ctaSectionSchema = z.strictObject({
  ...base,
  type: z.literal("cta"),
  title: text,
  body: paragraphsSchema,
  button: linkSchema,
  secondary: linkSchema.optional(),
});

export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  overviewSectionSchema,
  benefitsSectionSchema,
  featuresSectionSchema,
  cardsSectionSchema,
  tasksSectionSchema,
  salaryComparisonSectionSchema,
  rolesSectionSchema,
  statsSectionSchema,
  stepsSectionSchema,
  faqSectionSchema,
  checklistSectionSchema,
  ctaSectionSchema,
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type HeroSection = SectionOf<"hero">;
export type OverviewSection = SectionOf<"overview">;
export type BenefitsSection = SectionOf<"benefits">;
export type FeaturesSection = SectionOf<"features">;
export type CardsSection = SectionOf<"cards">;
export type TasksSection = SectionOf<"tasks">;
export type SalaryComparisonSection = SectionOf<"salary-comparison">;
export type RolesSection = SectionOf<"roles">;
export type StatsSection = SectionOf<"stats">;
export type StepsSection = SectionOf<"steps">;
export type FaqSection = SectionOf<"faq">;
export type ChecklistSection = SectionOf<"checklist">;
export type CtaSection = SectionOf<"cta">;
