// The words of the not-found page (404.html and every unknown path).
import { z } from "zod";
import { linkSchema, seoSchema } from "../sections.ts";
import { notFoundDirectory } from "./not-found-directory.ts";

export const notFoundPageSchema = z.strictObject({
  seo: seoSchema,
  code: z.literal("404"),
  title: z.string().min(1),
  body: z.string().min(1),
  link: linkSchema,
  /** The search and the main destinations (not-found-directory.ts). */
  directory: z.strictObject({ searchIntro: z.string().min(1), title: z.string().min(1) }),
});

export const notFoundPage = {
  seo: {
    title: "Page Not Found",
    description:
      "The page you are looking for does not exist or has moved. Return to the home page to find remote staffing services, industries and roles.",
    lastmod: "2025-07-01",
  },
  code: "404",
  title: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  link: { label: "Return to Home", href: "/" },
  directory: notFoundDirectory,
} satisfies z.input<typeof notFoundPageSchema>;
