// The Open Graph image of an article or a case study (issue 48): where the build writes it (scripts/og-images.ts)
// and what its page's head says of it. Pure: the loaders use it at build time, postbuild writes the files.
import { absoluteUrl } from "@solvix/content/site";
import type { PageSeo } from "./seo.ts";

export const ogImageSize = { width: 1200, height: 630 } as const;

export type OgKind = "article" | "case-study";

/** The image's address in the static output: one PNG per row, named by its slug. */
export const ogImagePath = (kind: OgKind, slug: string) =>
  `/og/${kind === "article" ? "articles" : "case-studies"}/${slug}.png`;

/** What a page's head names: the image's absolute address, its size and its text as the alternative. */
export const ogImageOf = (kind: OgKind, slug: string, title: string) => ({
  url: absoluteUrl(ogImagePath(kind, slug)),
  ...ogImageSize,
  alt: title,
});

/** A page's head with its Open Graph image named. */
export const withImage = <Head extends { seo: PageSeo }>(head: Head, image: PageSeo["image"]) => ({
  ...head,
  seo: { ...head.seo, image },
});
