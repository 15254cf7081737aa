// The Open Graph images: a 1200 x 630 PNG per live article and case study, its title drawn as text (escaped), long
// titles wrapped into at most five lines.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { seedCaseStudies } from "@solvix/content/seed-articles";
import type { PublishedArticles } from "../server/published-articles.ts";
import { ogImagePath } from "../app/lib/og-image.ts";
import { ogImageSvg, wrapTitle, writeOgImages } from "./og-images.ts";

const dates = {
  state: "published" as const,
  publishAt: null,
  firstPublishedAt: null,
  updatedAt: "2026-11-29T01:00:00Z",
};
const article = {
  slug: "hiring-in-manila",
  title: "Hiring in Manila <fast> & well",
  summary: "What to agree before a remote hire starts.",
  body: "## Before day one\n\nAgree the hours and the tools.",
  category: "Hiring",
  author: "The Solvix Team",
  tags: ["Hiring"],
  ...dates,
};
const { published: _p, updated: _u, ...study } = seedCaseStudies[0]!;
const rows: PublishedArticles = {
  source: "test",
  articles: [article],
  caseStudies: [{ ...study, team: { ...study.team, countries: [...study.team.countries] }, ...dates } as never],
  retired: [],
};

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("Open Graph images", () => {
  it("writes a 1200 x 630 PNG for each live article and case study", async () => {
    dir = mkdtempSync(join(tmpdir(), "og-"));
    expect(await writeOgImages(dir, rows)).toBe(2);
    for (const path of [ogImagePath("article", article.slug), ogImagePath("case-study", study.slug)]) {
      const file = readFileSync(join(dir, path));
      expect(file.subarray(1, 4).toString()).toBe("PNG");
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    }
  });

  it("draws the title as escaped text", () => {
    const svg = ogImageSvg(article.title, "Blog");
    expect(svg).toContain("Hiring in Manila &lt;fast&gt;");
    expect(svg).toContain("&amp; well");
    expect(svg).not.toContain("<fast>");
  });

  it("wraps a long title into lines of the width, at most the given number", () => {
    expect(wrapTitle("one two three four", 9, 5)).toEqual(["one two", "three", "four"]);
    expect(wrapTitle("a b c d e f", 1, 3)).toEqual(["a", "b", "c…"]);
  });
});
