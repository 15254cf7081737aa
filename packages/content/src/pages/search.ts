// The words of the /search page (schema and data).
import { z } from "zod";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;
const text = z.string().min(1);

export const searchPageSchema = z.strictObject({
  ...routedPageSchema,
  title: text,
  intro: text,
  label: text,
  placeholder: text,
  submit: text,
  /** "{count}" and "{query}" are replaced by the page. */
  resultsSummary: text,
  /** `resultsSummary` for a single result. */
  resultsSummaryOne: text,
  noResults: text,
  /** Shown before the first keystroke. */
  guidance: text,
  noScript: text,
  examplesLabel: text,
  examples: z.array(text).min(1),
  searching: text,
  /** "{message}" is replaced by the reason. */
  unavailable: text,
  resultsLabel: text,
  /** The results section's heading (for screen readers). */
  resultsTitle: text,
  /** The "{message}" of `unavailable` when the index could not be loaded ("{status}") or read ("{version}"). */
  indexErrors: z.strictObject({ http: z.string().includes("{status}"), format: z.string().includes("{version}") }),
  /** The heading of the site's pages grouped by topic (../site-directory.ts), shown before a query and after none found. */
  directoryTitle: text,
});

export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchPage = {
  path: "/search",
  seo: {
    title: "Search",
    description: `Search the pages of the ${brand} website: services, industries, sectors, roles, frequently asked questions and articles.`,
    lastmod: "2025-07-01",
  },
  title: "Search",
  intro: "Find services, industries, roles, answers and articles across our site.",
  label: "Search the site",
  placeholder: "Search for a role, industry or question",
  submit: "Search",
  resultsSummary: '{count} results for "{query}"',
  resultsSummaryOne: '{count} result for "{query}"',
  noResults: "No pages match your search. Try another word, or browse the pages below.",
  guidance: "Type a word or two: a service, an industry, a role, a skill or a question. Results appear as you type.",
  noScript:
    "Results as you type need JavaScript, which is turned off in this browser: every page of the site is listed by topic below.",
  examplesLabel: "For example:",
  examples: ["employer of record", "paralegal", "Kubernetes", "healthcare", "PDPA"],
  searching: "Searching…",
  unavailable: "Search is not available right now ({message}). Please try again in a moment.",
  resultsLabel: "Search results",
  resultsTitle: "Results",
  indexErrors: {
    http: "The search index could not be loaded (HTTP {status}).",
    format: "The search index has an unexpected format (expected version {version}).",
  },
  directoryTitle: "Browse the site by topic",
} satisfies z.input<typeof searchPageSchema>;
