/**
 * How text becomes search terms — one definition for the index (built in Node at build time), the queries (in the
 * browser) and the highlighting of excerpts, so a highlighted word is always a word that matched.
 */

/** Words too common to tell pages apart; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by for from has have how i if in into is it its of on or our so that the their them " +
    "then there these they this to was we were what when where which who why will with you your"
  ).split(" "),
);

/** A word: a run of letters and digits ("$420K" → "420K", "24/7" → "24", "7"). */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into raw words. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Each word's term, once worked out: the site's vocabulary is a few thousand words, met again in every excerpt. */
const terms = new Map<string, string | null>();

/** Lower case, accents removed; null for stop words and single letters (a digit alone is kept). */
export function processTerm(word: string): string | null {
  let term = terms.get(word);
  if (term === undefined) {
    const plain = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    term = STOP_WORDS.has(plain) || (plain.length === 1 && !/\d/.test(plain)) ? null : plain;
    terms.set(word, term);
  }
  return term;
}

/** The longest query that is searched; longer input is cut here (the visitor still sees what they typed). */
export const MAX_QUERY_LENGTH = 120;

/** The part of the visitor's input that is searched: trimmed, whitespace collapsed, at most MAX_QUERY_LENGTH. */
export function normalizeQuery(input: string): string {
  return input.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
