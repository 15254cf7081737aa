// Stories of the case studies' writing desk: the seed's case studies as the articles function lists them, one in each
// state, and one case study's saved versions (no backend, no network).
import { seedCaseStudies } from "@solvix/content/seed-articles";
import type { PublishState } from "@solvix/content/article-rules";
import type { Revision } from "../desk/desk.ts";
import type { DeskCaseStudy } from "./case-studies.ts";

const rows: { state: PublishState; publishAt: string | null; firstPublishedAt: string | null; updatedAt: string }[] = [
  { state: "draft", publishAt: null, firstPublishedAt: null, updatedAt: "2026-11-29T03:10:00Z" },
  { state: "scheduled", publishAt: "2026-12-01T01:00:00Z", firstPublishedAt: null, updatedAt: "2026-11-28T09:45:00Z" },
  { state: "published", publishAt: null, firstPublishedAt: "2026-11-20T01:05:00Z", updatedAt: "2026-11-27T02:00:00Z" },
];

export const storyCaseStudies: DeskCaseStudy[] = seedCaseStudies.map(
  ({ published: _published, updated: _updated, team, results, tags, ...study }, index) => ({
    ...study,
    team: { size: team.size, countries: [...team.countries] },
    results: results.map((result) => ({ ...result })),
    tags: [...tags],
    id: seedCaseStudies.length - index,
    ...rows[index % rows.length]!,
  }),
);

export const storyCaseStudyHistory: Revision[] = [
  { savedAt: "2026-11-27T02:00:00Z", savedBy: "writer@solvix.example", state: "published", title: "Fintech startup" },
  { savedAt: "2026-11-20T01:05:00Z", savedBy: "writer@solvix.example", state: "draft", title: "Fintech startup" },
  // The seed's version: no editor saved it.
  { savedAt: "2025-07-01T00:00:00Z", savedBy: null, state: "published", title: "Fintech startup" },
];
