// The proof staff published (issue 49), as this build read it (server/published-content.ts), picked for the page that
// shows it, with each row's picture as the image pipeline wrote it (server/published-images.ts): build time only.
// A page gets only bands with rows; with none, null: no band, no data and no byte in its document.
import { proofTexts, type ProofTexts } from "@solvix/content/proof-texts";
import type { PublishedProof } from "@solvix/content/proof-rules";
import type { ResponsiveImage } from "@solvix/ui/components/responsive-picture";
import { publishedProof } from "virtual:solvix/published-content";
import { responsiveImagesOfThisBuild } from "../../server/published-images.ts";

type Of<K extends PublishedProof["kind"]> = Extract<PublishedProof, { kind: K }> & { picture: ResponsiveImage | null };

/** What a page's ClientProof draws (plain data, for a loader). */
export interface PageProof {
  texts: ProofTexts;
  testimonials: Of<"testimonial">[];
  logos: Of<"logo">[];
  team: Of<"team">[];
  certifications: Of<"certification">[];
}

/** Where proof shows: the pages a buyer decides on. */
export type ProofPlace = "home" | "contact" | "case-studies" | { field: string };

const imageIdOf = (row: PublishedProof) =>
  row.kind === "logo" ? row.logo : row.kind === "certification" ? row.image : row.photo;

/**
 * The bands of a place: home shows all four; contact the quotes, logos, team and certifications; case studies the
 * quotes and logos; the landing page of a field (its canonical path) the quotes of clients in that field. A picture
 * the build could not read (none, or not live) is left out: the row shows its words.
 */
export async function proofFor(
  place: ProofPlace,
  rows: readonly PublishedProof[] = publishedProof,
): Promise<PageProof | null> {
  const picked = await pick(place, rows);
  const { texts: _texts, ...bands } = picked;
  return Object.values(bands).some((band) => band.length > 0) ? picked : null;
}

async function pick(place: ProofPlace, rows: readonly PublishedProof[]): Promise<PageProof> {
  const images = rows.some((row) => imageIdOf(row) !== null) ? await responsiveImagesOfThisBuild() : new Map();
  const pictured = rows.map((row) => {
    const id = imageIdOf(row);
    return { ...row, picture: (id === null ? undefined : images.get(id)) ?? null };
  });
  const of = <K extends PublishedProof["kind"]>(kind: K) => pictured.filter((row): row is Of<K> => row.kind === kind);
  const testimonials = of("testimonial");
  const all = {
    texts: proofTexts,
    testimonials,
    logos: of("logo"),
    team: of("team"),
    certifications: of("certification"),
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
