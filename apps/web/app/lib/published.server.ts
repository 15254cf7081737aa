// What staff published, as this build read it from the database (server/published-content.ts): build time only.
import { openPositionsOf, positionFromStored, type Position } from "@solvix/content/pages/careers";
import { publishedFaqs, publishedPositions } from "virtual:solvix/published-content";

/** The FAQ rows as stored (settings as tokens), without their change times. */
export const publishedFaqList = publishedFaqs.map(({ id, question, answer }) => ({ id, question, answer }));

/** The open positions staff published, in the careers page's order. */
export const openPositions: readonly Position[] = openPositionsOf(publishedPositions);

/**
 * The position of a page: an open one, or — only when none is open — a closed one, whose page React Router needs
 * prerendered (react-router.config.ts) and postbuild deletes. Undefined for any other address.
 */
export function publishedPosition(slug: string): Position | undefined {
  const open = openPositions.find((position) => position.slug === slug);
  if (open || openPositions.length > 0) return open;
  const closed = publishedPositions.find((row) => row.slug === slug);
  return closed ? positionFromStored(closed) : undefined;
}
