// The proof staff published (issue 49), as this build read it (server/published-content.ts), picked for the page that
// shows it: build time only. Each page gets only bands with rows; a page with none gets empty lists and draws nothing.
import { proofTexts, type ProofTexts } from "@solvix/content/proof-texts";
import type { PublishedProof } from "@solvix/content/proof-rules";
import { publishedProof } from "virtual:solvix/published-content";

type Of<K extends PublishedProof["kind"]> = Extract<PublishedProof, { kind: K }>;

/** What a page's ClientProof draws (plain data, for a loader). */
export interface PageProof {
  texts: ProofTexts;
  testimonials: Of<"testimonial">[];
  logos: Of<"logo">[];
  team: Of<"team">[];
  certifications: Of<"certification">[];
}

const of = <K extends PublishedProof["kind"]>(kind: K, rows: readonly PublishedProof[]) =>
  rows.filter((row): row is Of<K> => row.kind === kind);

/** Where proof shows: the pages a buyer decides on. */
export type ProofPlace = "home" | "contact" | "case-studies" | { field: string };

/**
 * The bands of a place: home shows all four; contact the quotes, logos, team and certifications; case studies the
 * quotes and logos; the landing page of a field (its canonical path) the quotes of clients in that field.
 */
export function proofFor(place: ProofPlace, rows: readonly PublishedProof[] = publishedProof): PageProof {
  const testimonials = of("testimonial", rows);
  const all = {
    texts: proofTexts,
    testimonials,
    logos: of("logo", rows),
    team: of("team", rows),
    certifications: of("certification", rows),
  };
  if (typeof place === "object")
    return {
      ...all,
      testimonials: testimonials.filter((row) => row.field === place.field),
      logos: [],
      team: [],
      certifications: [],
    };
  if (place === "case-studies") return { ...all, team: [], certifications: [] };
  return all;
}
