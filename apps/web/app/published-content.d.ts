// The rows the build read from the database: server/published-content.ts serves this module (its PublishedFaq, and
// every position, open ones first).
declare module "virtual:solvix/published-content" {
  import type { StoredPosition } from "@solvix/content/position-rules";
  export const publishedFaqs: readonly { id: number; question: string; answer: string; updatedAt: string }[];
  export const publishedPositions: readonly StoredPosition[];
  export const publishedSource: string;
}
