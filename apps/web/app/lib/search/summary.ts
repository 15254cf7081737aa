/** Longest part of a query quoted back in the status line; the field itself always shows all of it. */
export const QUOTED_QUERY_LENGTH = 60;

/**
 * The results line from the content's template ('{count} results for "{query}"'), in the singular for one
 * result and with a long query shortened. Plain text: React renders it as a text node.
 */
export function resultsSummary(template: string, count: number, query: string): string {
  const text = count === 1 ? template.replace("{count} results", "{count} result") : template;
  const quoted = query.length > QUOTED_QUERY_LENGTH ? `${query.slice(0, QUOTED_QUERY_LENGTH)}…` : query;
  return text.replace("{count}", String(count)).replace("{query}", () => quoted);
}
