// The page's <head> tags from its loader's SEO data.
import type { MetaDescriptor } from "react-router";

/** What every page's loader hands to `pageMeta` (all strings are final, brand included where wanted). */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  keywords?: string[];
  /** Open Graph type: "website" (default) or "article". */
  ogType?: "website" | "article";
  siteName: string;
  /** Structured data objects (JSON-LD), each rendered as its own script. */
  jsonLd?: object[];
  noindex?: boolean;
  /** The Open Graph image (absolute address, size, alternative text); without it, the site's cards are text only. */
  image?: { url: string; width: number; height: number; alt: string };
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD tags of a page. */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    const { url, width, height, alt } = seo.image;
    tags.splice(
      tags.findIndex((tag) => "name" in tag && tag.name === "twitter:card"),
      1,
      { property: "og:image", content: url },
      { property: "og:image:width", content: String(width) },
      { property: "og:image:height", content: String(height) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: url },
    );
  }
  if (seo.keywords?.length) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
