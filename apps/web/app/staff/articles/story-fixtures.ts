// Stories of the writing desk: articles as the articles function lists them, one in each state, and one article's
// saved versions (no backend, no network).
import type { Revision } from "../desk/desk.ts";
import type { DeskArticle } from "./articles.ts";

const article = {
  summary: "What to agree before a remote hire starts, and how the first weeks go.",
  body: "## Before day one\n\nAgree the hours and the tools.\n\n- A laptop\n- An e-mail address",
  category: "Remote Teams",
  author: "The Solvix Team",
  tags: ["Onboarding", "Remote Teams"],
};

export const storyArticles: DeskArticle[] = [
  {
    ...article,
    id: 4,
    slug: "onboarding-a-remote-hire",
    title: "Onboarding a remote hire",
    state: "draft",
    publishAt: null,
    firstPublishedAt: null,
    updatedAt: "2026-11-29T03:10:00Z",
  },
  {
    ...article,
    id: 3,
    slug: "hiring-in-the-philippines",
    title: "Hiring in the Philippines",
    state: "scheduled",
    publishAt: "2026-12-01T01:00:00Z",
    firstPublishedAt: null,
    updatedAt: "2026-11-28T09:45:00Z",
  },
  {
    ...article,
    id: 2,
    slug: "remote-staffing-costs",
    title: "What remote staffing costs",
    state: "published",
    publishAt: null,
    firstPublishedAt: "2026-11-20T01:05:00Z",
    updatedAt: "2026-11-27T02:00:00Z",
  },
  {
    ...article,
    id: 1,
    slug: "an-old-announcement",
    title: "An old announcement",
    state: "unpublished",
    publishAt: null,
    firstPublishedAt: "2026-10-01T01:00:00Z",
    updatedAt: "2026-11-15T06:30:00Z",
  },
];

export const storyHistory: Revision[] = [
  {
    savedAt: "2026-11-27T02:00:00Z",
    savedBy: "writer@solvix.example",
    state: "published",
    title: "What remote staffing costs",
  },
  { savedAt: "2026-11-20T01:05:00Z", savedBy: "writer@solvix.example", state: "draft", title: "Remote staffing costs" },
  // The seed's version: no editor saved it.
  { savedAt: "2025-07-01T00:00:00Z", savedBy: null, state: "published", title: "Remote staffing costs" },
];
