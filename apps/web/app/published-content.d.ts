// The rows the build read from the database: server/published-content.ts serves this module (its PublishedFaq).
declare module "virtual:solvix/published-content" {
  export const publishedFaqs: readonly { id: number; question: string; answer: string; updatedAt: string }[];
  export const publishedSource: string;
}
