// The Open Graph images of the live articles and case studies (issue 48): 1200 x 630 PNGs drawn at build from each
// title, as an SVG the build writes and sharp (libvips, librsvg) renders, into the static output at the address
// ../app/lib/og-image.ts names on the article pages. The text is the row's own; the brand's colours, a system sans.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { blogPage } from "@solvix/content/pages/blog";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { site } from "@solvix/content/site";
import type { PublishedArticles } from "../server/published-articles.ts";
import { ogImagePath, ogImageSize, type OgKind } from "../app/lib/og-image.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!);

/** The title in lines of at most `width` characters (a longer word stands alone), at most `max` lines. */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), `${lines[max - 1]}…`];
}

/** The image as SVG: the label (Blog, Case Studies) and the brand above the title, on the brand's dark blue. */
export function ogImageSvg(title: string, label: string): string {
  const { width, height } = ogImageSize;
  // Long titles get a smaller size, so that they fit in five lines.
  const [size, chars] = title.length > 70 ? [48, 30] : [60, 24];
  const lines = wrapTitle(title, chars, 5);
  const top = 250;
  const text = lines
    .map((line, index) => `<tspan x="96" y="${top + index * size * 1.18}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0b1330"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect x="96" y="120" width="72" height="8" rx="4" fill="#52f4d4"/>
<text x="96" y="180" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="600" fill="#c7d2fe">${escapeXml(`${site.brandName} · ${label}`)}</text>
<text font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>
</svg>`;
}

/** The PNG of one image. */
export const ogImagePng = (title: string, label: string) =>
  sharp(Buffer.from(ogImageSvg(title, label)))
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Writes every live article's and case study's image below `client`; answers how many. */
export async function writeOgImages(client: string, rows: PublishedArticles): Promise<number> {
  const images: [OgKind, string, string, string][] = [
    ...rows.articles.map((row): [OgKind, string, string, string] => [
      "article",
      row.slug,
      row.title,
      blogPage.hero.eyebrow,
    ]),
    ...rows.caseStudies.map((row): [OgKind, string, string, string] => [
      "case-study",
      row.slug,
      `${row.client}, ${row.location}: ${row.focus}`,
      caseStudiesPage.hero.eyebrow,
    ]),
  ];
  for (const [kind, slug, title, label] of images) {
    const file = join(client, ogImagePath(kind, slug));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await ogImagePng(title, label));
  }
  return images.length;
}
