// The rows the build read from the database: server/published-content.ts serves this module (its PublishedFaq, and
// every position, open ones first).
declare module "virtual:solvix/published-content" {
  import type { StoredPosition } from "@solvix/content/position-rules";
  import type { PublishedProof } from "@solvix/content/proof-rules";
  export const publishedFaqs: readonly { id: number; question: string; answer: string; updatedAt: string }[];
  export const publishedPositions: readonly StoredPosition[];
  export const publishedProof: readonly PublishedProof[];
  export const publishedSource: string;
}
