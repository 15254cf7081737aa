// Search excerpts: the text around the matches, with the matching words marked.
import { processTerm, WORD } from "./terms.ts";

/** A run of text; `match` marks a word that matched the query (rendered as <mark>). */
export interface Segment {
  text: string;
  match: boolean;
}

interface Hit {
  start: number;
  end: number;
  term: string;
}

function findHits(text: string, terms: ReadonlySet<string>): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = processTerm(m[0]);
    if (term && terms.has(term)) hits.push({ start: m.index, end: m.index + m[0].length, term });
  }
  return hits;
}

function toSegments(text: string, hits: readonly Hit[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const hit of hits) {
    if (hit.start > at) segments.push({ text: text.slice(at, hit.start), match: false });
    segments.push({ text: text.slice(hit.start, hit.end), match: true });
    at = hit.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** The whole text, with the words whose term is in `terms` marked. */
export function highlight(text: string, terms: Iterable<string>): Segment[] {
  return toSegments(text, findHits(text, new Set(terms)));
}

/**
 * A short passage of `text` (about `length` characters, cut at spaces, "…" where it was cut) around the densest
 * group of matched words, with those words marked. Without a match, the opening of the text.
 */
export function excerpt(text: string, terms: Iterable<string>, length = 180): Segment[] {
  const hits = findHits(text, new Set(terms));
  let anchor = 0;
  let best = 0;
  for (const [i, hit] of hits.entries()) {
    const distinct = new Set(
      hits
        .filter((other) => other.start >= hit.start && other.end <= hit.start + length * 0.7)
        .map((other) => other.term),
    ).size;
    if (distinct > best || (i === 0 && best === 0)) {
      best = distinct;
      anchor = hit.start;
    }
  }
  let start = hits.length ? Math.max(0, anchor - Math.round(length * 0.3)) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < anchor ? space + 1 : anchor;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const passage = text.slice(start, end);
  const segments = toSegments(passage, findHits(passage, new Set(hits.map((hit) => hit.term))));
  if (start > 0) segments.unshift({ text: "…", match: false });
  if (end < text.length) segments.push({ text: "…", match: false });
  return segments;
}
