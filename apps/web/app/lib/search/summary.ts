// The line that sums up the search results, from the content's templates.
import type { SearchPage } from "@solvix/content/pages/search";
import { fillText } from "@solvix/ui/lib/template";

/** Longest part of a query quoted back in the status line; the field itself always shows all of it. */
export const QUOTED_QUERY_LENGTH = 60;

/** The content's templates of the results line: '{count} results for "{query}"', and its singular. */
export type SummaryTexts = Pick<SearchPage, "resultsSummary" | "resultsSummaryOne">;

/**
 * The results line from the content's templates, in the singular for one result and with a long query shortened.
 * Plain text: React renders it as a text node.
 */
export function resultsSummary(texts: SummaryTexts, count: number, query: string): string {
  const template = count === 1 ? texts.resultsSummaryOne : texts.resultsSummary;
  const quoted = query.length > QUOTED_QUERY_LENGTH ? `${query.slice(0, QUOTED_QUERY_LENGTH)}…` : query;
  return fillText(template, { count, query: quoted });
}
