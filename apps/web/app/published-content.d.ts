// The rows the build read from the database: server/published-content.ts serves this module (its PublishedFaq, and
// every position, open ones first).
declare module "virtual:solvix/published-content" {
  export const publishedFaqs: readonly { id: number; question: string; answer: string; updatedAt: string }[];
  export const publishedPositions: readonly import("@solvix/content/position-rules").StoredPosition[];
  export const publishedSource: string;
}
