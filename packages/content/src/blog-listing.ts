// The blog's listing pages (issue 48), from the live articles in the order the build read them (newest first):
// `/resources/blog` and its numbered pages (`/resources/blog/page/2`, …), and for each tag its own listing
// (`/resources/blog/tag/<tag>`, `/resources/blog/tag/<tag>/page/2`, …). Each is a prerendered page, so paging and
// filtering work without JavaScript. Page 1 lives only at its listing's own address: `…/page/1` is no page (404).

/** Articles on one listing page. */
export const blogPageSize = 9;

/** The blog index's address. */
export const blogPath = "/resources/blog";

/** What a listing needs of a live article: its address and its tags (staff write industries and staff countries). */
export interface ListedArticle {
  slug: string;
  tags?: readonly string[];
}

/** A tag as an address segment: "Real Estate" -> "real-estate", "Viêt Nam" -> "viet-nam". */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The listing of one tag. */
export const blogTagPath = (slug: string) => `${blogPath}/tag/${slug}`;

/** Page `page` of the listing at `base` (page 1 is the listing's own address). */
export const blogListingPath = (base: string, page: number) => (page === 1 ? base : `${base}/page/${page}`);

export interface BlogTag {
  slug: string;
  /** As staff wrote it on the newest article that has it. */
  name: string;
  /** How many live articles carry it. */
  count: number;
}

/**
 * The tags of the live articles, by name. Tags that make the same address ("Real Estate", "real estate") are one;
 * a tag with no letters or digits, or whose address would be the listing's not-found page (`404`), gets no listing.
 */
export function blogTags(articles: readonly ListedArticle[]): BlogTag[] {
  const tags = new Map<string, BlogTag>();
  for (const article of articles) {
    const slugs = new Set<string>();
    for (const name of article.tags ?? []) {
      const slug = tagSlug(name);
      if (!slug || slug === "404" || slugs.has(slug)) continue;
      slugs.add(slug);
      const tag = tags.get(slug);
      if (tag) tag.count += 1;
      else tags.set(slug, { slug, name, count: 1 });
    }
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export interface BlogListing {
  path: string;
  /** Page 1's address: the blog index, or the tag's listing. */
  base: string;
  /** The tag listed, or null for the whole blog. */
  tag: BlogTag | null;
  page: number;
  pages: number;
  /** The articles on this page, in order. */
  slugs: string[];
}

function paged(base: string, tag: BlogTag | null, slugs: readonly string[]): BlogListing[] {
  const pages = Math.max(1, Math.ceil(slugs.length / blogPageSize));
  return Array.from({ length: pages }, (_, index) => ({
    path: blogListingPath(base, index + 1),
    base,
    tag,
    page: index + 1,
    pages,
    slugs: slugs.slice(index * blogPageSize, (index + 1) * blogPageSize),
  }));
}

/** Every listing page: the blog's (page 1 even with no article), then each tag's. */
export function blogListings(articles: readonly ListedArticle[]): BlogListing[] {
  const all = paged(
    blogPath,
    null,
    articles.map((article) => article.slug),
  );
  const byTag = blogTags(articles).flatMap((tag) =>
    paged(
      blogTagPath(tag.slug),
      tag,
      articles.filter((article) => (article.tags ?? []).some((name) => tagSlug(name) === tag.slug)).map((a) => a.slug),
    ),
  );
  return [...all, ...byTag];
}

/** The listing page at `path` (trailing slash ignored), if the live articles make one. */
export function findBlogListing(articles: readonly ListedArticle[], path: string): BlogListing | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return blogListings(articles).find((listing) => listing.path === normalized);
}
