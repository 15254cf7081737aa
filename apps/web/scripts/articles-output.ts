// What postbuild writes for the articles and case studies staff published (issue 48), besides their pages: the RSS 2.0
// feed of every live article (/resources/blog/feed.xml, newest first; drafts are never among the rows read), and the lines
// of `_redirects` for the addresses they left (a renamed article: 301 to its new address; an unpublished one: 410
// with the blog's not-found page, rendered by the article route so it hydrates at that address), and the same for a
// case study's page (/case-studies/<slug>, its not-found page /case-studies/404.html).
import type { RetiredAddress, StoredArticle } from "@solvix/content/article-rules";
import { blogPage } from "@solvix/content/pages/blog";
import { articlePath } from "@solvix/content/routes";
import { caseStudyPath } from "@solvix/content/case-study-filters";
import { absoluteUrl, site } from "@solvix/content/site";

/** Each kind's address and the not-found page its route rendered (so the 410 hydrates at that address). */
const retiredKinds = {
  article: { pathOf: articlePath, notFound: "/resources/blog/404.html" },
  "case-study": { pathOf: caseStudyPath, notFound: "/case-studies/404.html" },
} as const;

export function articleRedirectLines(retired: readonly RetiredAddress[]): string {
  const lines = retired.map((address) => {
    const { pathOf, notFound } = retiredKinds[address.kind];
    return address.status === 301 && address.target
      ? `${pathOf(address.slug)} ${pathOf(address.target)} 301`
      : `${pathOf(address.slug)} ${notFound} 410`;
  });
  return lines.length ? `# Renamed (301) and unpublished (410) articles and case studies.\n${lines.join("\n")}\n` : "";
}

/** Where the feed is served. */
export const feedPath = "/resources/blog/feed.xml";

const xml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The RSS 2.0 feed of the live articles, newest first. */
export function feedXml(articles: readonly StoredArticle[]): string {
  const published = (article: StoredArticle) => article.firstPublishedAt ?? article.updatedAt;
  const sorted = [...articles].sort((a, b) => published(b).localeCompare(published(a)));
  const items = sorted.map((article) => {
    const url = absoluteUrl(articlePath(article.slug));
    return [
      "    <item>",
      `      <title>${xml(article.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <description>${xml(article.summary)}</description>`,
      `      <pubDate>${new Date(published(article)).toUTCString()}</pubDate>`,
      ...[article.category, ...article.tags].map((tag) => `      <category>${xml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const newest = sorted[0] ? new Date(published(sorted[0])).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(`${site.brandName} ${blogPage.hero.eyebrow}`)}</title>`,
    `    <link>${xml(absoluteUrl(blogPage.path))}</link>`,
    `    <description>${xml(blogPage.seo.description)}</description>`,
    "    <language>en-SG</language>",
    `    <atom:link href="${xml(absoluteUrl(feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
