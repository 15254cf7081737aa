/**
 * The site's one font file (the Figtree variable face, Latin subset), as the build emits it: the same file
 * styles.css's `@font-face` names, so the root route can preload exactly what the first paint uses.
 */
import typefaceUrl from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";

/** A `<link rel="preload">` for the font: fonts are fetched in CORS mode, so the preload must be too to be used. */
export const typefacePreload = {
  rel: "preload",
  href: typefaceUrl,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
