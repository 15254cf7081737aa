import { describe, expect, it } from "vitest";
import { blogListings, blogTags, findBlogListing, tagSlug } from "./blog-listing.ts";
import { blogListingSeo } from "./pages/blog.ts";
import { listRoutes, listSitemapEntries } from "./routes.ts";

const article = (n: number, tags: string[] = []) => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  updatedAt: `2026-11-${String(n).padStart(2, "0")}T00:00:00Z`,
  tags,
});
/** 20 articles, newest first: every one tagged Philippines, every third Real Estate (one as "real estate"). */
const articles = Array.from({ length: 20 }, (_, index) => {
  const n = 20 - index;
  return article(n, ["Philippines", ...(n % 3 === 0 ? [n === 3 ? "real estate" : "Real Estate"] : [])]);
});

describe("the blog's listing pages", () => {
  it("makes a tag an address segment", () => {
    expect(tagSlug("Real Estate")).toBe("real-estate");
    expect(tagSlug("Việt Nam")).toBe("viet-nam");
    expect(tagSlug(" E-commerce & Retail ")).toBe("e-commerce-retail");
    expect(tagSlug("!!")).toBe("");
  });

  it("pages the blog 9 to a page, newest first, with page 1 only at the listing's own address", () => {
    const blog = blogListings(articles).filter((listing) => listing.tag === null);
    expect(blog.map((listing) => listing.path)).toEqual([
      "/resources/blog",
      "/resources/blog/page/2",
      "/resources/blog/page/3",
    ]);
    expect(blog.map((listing) => listing.slugs.length)).toEqual([9, 9, 2]);
    expect(blog[0]?.slugs[0]).toBe("article-20");
    expect(blog.every((listing) => listing.pages === 3)).toBe(true);
    expect(findBlogListing(articles, "/resources/blog/page/1")).toBeUndefined();
    expect(findBlogListing(articles, "/resources/blog/page/4")).toBeUndefined();
    expect(findBlogListing(articles, "/resources/blog/page/3/")?.page).toBe(3);
  });

  it("gives each tag its listing, spellings of one address merged, by name", () => {
    expect(blogTags(articles)).toEqual([
      { slug: "philippines", name: "Philippines", count: 20 },
      { slug: "real-estate", name: "Real Estate", count: 6 },
    ]);
    const estate = blogListings(articles).filter((listing) => listing.tag?.slug === "real-estate");
    expect(estate.map((listing) => [listing.path, listing.slugs])).toEqual([
      [
        "/resources/blog/tag/real-estate",
        ["article-18", "article-15", "article-12", "article-9", "article-6", "article-3"],
      ],
    ]);
    expect(findBlogListing(articles, "/resources/blog/tag/philippines/page/3")?.slugs).toEqual([
      "article-2",
      "article-1",
    ]);
    expect(findBlogListing(articles, "/resources/blog/tag/nowhere")).toBeUndefined();
  });

  it("leaves out tags with no address of their own, and keeps page 1 of the blog with no article", () => {
    expect(blogTags([article(1, ["404", "--", "Singapore"])]).map((tag) => tag.slug)).toEqual(["singapore"]);
    expect(blogListings([])).toEqual([
      { path: "/resources/blog", base: "/resources/blog", tag: null, page: 1, pages: 1, slugs: [] },
    ]);
  });

  it("puts every listing page but the blog's first in the route list and the sitemap, titled apart", () => {
    const routes = listRoutes(undefined, undefined, articles).filter((route) => route.kind === "listing");
    expect(routes).toHaveLength(2 + 3 + 1);
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(blogListingSeo({ tag: null, page: 2, pages: 3 }).description).toMatch(/ Page 2 of 3\.$/);
    expect(routes.find((route) => route.path === "/resources/blog/page/3")).toMatchObject({
      title: "Blog: Remote Staffing Insights (Page 3 of 3)",
      lastmod: "2026-11-02",
      sitemap: true,
    });
    const sitemap = listSitemapEntries(undefined, undefined, articles).map((entry) => entry.path);
    expect(sitemap).toContain("/resources/blog/tag/real-estate");
    expect(sitemap.filter((path) => path === "/resources/blog")).toHaveLength(1);
    expect(blogListingSeo({ tag: { slug: "x", name: "Real Estate", count: 1 }, page: 1, pages: 1 }).title).toBe(
      "Blog: Articles on Real Estate",
    );
  });
});
