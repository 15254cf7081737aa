// The check of the one account of savings (claims.ts) on one statement: what the content test (claims.test.ts) runs
// over every string of the content, and the built site's test (apps/web/scripts/built-claims.test.ts) over every
// page's head (description, Open Graph and Twitter texts).
import { savingsCap } from "./claims.ts";

/** A percentage or a range of them: "80%", "50-70%". */
export const PERCENT = /(\d+(?:\.\d+)?)(?:\s?[-–]\s?(\d+(?:\.\d+)?))?%/g;
const SAVINGS = /\b(sav(e|es|ed|ing|ings)|costs?|cheaper|less|lower|reduction)\b/i;
const COMPARED_LOCALLY = /\b(local(ly)?|compared with)\b/i;
/** "80% less", "80% lower", "80% cheaper": a comparison that must say what is less (costs). */
const COMPARATIVE = /\b(less|lower|cheaper)\b/i;
/** What such a percentage is of: "lower labour costs", "costs up to 80% less"; never "80% less than hiring". */
const OF_COSTS = /\bcosts?\b/i;
const MARKET = /\bmarket\b/i;
const A_CLIENT = /\bfor an? [\w -]+ in (the )?\p{Lu}/u;
const QUALIFIED = /\b(up to|typical(ly)?)\b/i;

/** The percentages a text states, as written ("80%", "50-70%"). */
export const percentsIn = (text: string): string[] => [...text.matchAll(PERCENT)].map((match) => match[0]);

/**
 * What is wrong with one statement's percentages, or nothing. `inCase`: the statement is part of a client's case
 * study, so its figures rest on that case.
 */
export function claimProblems(text: string, inCase: boolean): string[] {
  const percents = [...text.matchAll(PERCENT)];
  if (percents.length === 0) return [];
  const problems: string[] = [];
  const attributed = inCase || MARKET.test(text) || A_CLIENT.test(text);
  if (!attributed && !COMPARED_LOCALLY.test(text)) problems.push("a percentage without its basis");
  if (SAVINGS.test(text)) {
    const highest = Math.max(...percents.flatMap((match) => [Number(match[1]), Number(match[2] ?? match[1])]));
    if (highest > savingsCap) problems.push(`a savings figure above the ${savingsCap}% cap`);
    if (!attributed && !QUALIFIED.test(text)) problems.push("a savings percentage that is not 'up to' or typical");
    if (!attributed && COMPARATIVE.test(text) && !OF_COSTS.test(text))
      problems.push("a savings percentage that does not say it is of costs");
  }
  return problems;
}
