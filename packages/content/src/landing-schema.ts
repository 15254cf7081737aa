// The schema of a landing page (industry or sector): its slug, paths, listing card and sections.
import { z } from "zod";
import { colorTokenSchema, iconNameSchema } from "./icons.ts";
import { sectionSchema, seoSchema } from "./sections.ts";

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slugs are lowercase words joined by hyphens");
const landingPathSchema = z
  .string()
  .regex(/^\/(industries|sectors)\/[a-z0-9]+(-[a-z0-9]+)*$/, "landing paths are /industries/{id} or /sectors/{id}");
const positionSchema = z.number().int().positive();

export const landingCardSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: iconNameSchema,
  color: colorTokenSchema,
});
export type LandingCard = z.infer<typeof landingCardSchema>;

export const landingPageSchema = z
  .strictObject({
    slug: slugSchema,
    kind: z.enum(["industry", "sector"]),
    canonicalPath: landingPathSchema,
    /** Other URLs that serve the same page (DECISIONS.md); they render it with a canonical link to canonicalPath. */
    aliases: z.array(landingPathSchema),
    /**
     * Where the page is listed, by position (1 = first): the industry cards/menu (14), the sector cards (12) and the
     * role categories (roles page, role strip, Roles menu). A page without a position is not listed there.
     */
    listing: z.strictObject({
      industries: positionSchema.optional(),
      sectors: positionSchema.optional(),
      roles: positionSchema.optional(),
    }),
    card: landingCardSchema,
    seo: seoSchema,
    sections: z.array(sectionSchema).min(3),
  })
  .superRefine((page, ctx) => {
    const prefix = page.kind === "industry" ? "/industries/" : "/sectors/";
    if (page.canonicalPath !== `${prefix}${page.slug}`) {
      ctx.addIssue({ code: "custom", path: ["canonicalPath"], message: `canonicalPath must be ${prefix}${page.slug}` });
    }
    if (page.aliases.includes(page.canonicalPath)) {
      ctx.addIssue({ code: "custom", path: ["aliases"], message: "an alias repeats the canonical path" });
    }
    const first = page.sections[0];
    if (first?.type !== "hero") {
      ctx.addIssue({ code: "custom", path: ["sections", 0], message: "a landing page starts with its hero" });
    } else if (!first.cta) {
      ctx.addIssue({ code: "custom", path: ["sections", 0, "cta"], message: "a landing page's hero has a button" });
    }
    if (page.sections.at(-1)?.type !== "cta") {
      ctx.addIssue({ code: "custom", path: ["sections"], message: "a landing page ends with its call to action" });
    }
  });

export type LandingPage = z.infer<typeof landingPageSchema>;
