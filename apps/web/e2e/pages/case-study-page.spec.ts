// A case study's own page (issue 48), with JavaScript off: reached from its card's link on /case-studies, the card in
// full as the page's heading, its breadcrumb, canonical, Article data and call to action, and its Open Graph image
// answering as a 1200 x 630 PNG; every case study's page in the sitemap and the search index, and the landing band's
// card linking to it; an unknown case study answers 404. The served build's case studies are the seed's.
import { expect, test } from "../worker.ts";
import { caseStudyPath } from "@solvix/content/case-study-filters";
import { caseStudiesPage } from "@solvix/content/pages/case-studies";
import { seedCaseStudies } from "@solvix/content/seed-articles";
import { absoluteUrl } from "@solvix/content/site";
import { expectNoAxeViolations } from "../helpers.ts";

const words = caseStudiesPage.study;
const [first] = seedCaseStudies;
if (!first) throw new Error("the seed has no case study");

/** A PNG's size from its IHDR chunk (right after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("a case study's page, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's link opens the case study's page: heading, canonical, Article data, image, call to action", async ({
    page,
    request,
  }) => {
    await page.goto("/case-studies");
    const links = page.locator('main [data-slot="case-study-card"]').getByRole("link", { name: words.read });
    await expect(links).toHaveCount(seedCaseStudies.length);
    await links.first().click();
    const path = caseStudyPath(first.slug);
    await expect(page).toHaveURL(path);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`${first.client}, ${first.location}`);
    await expect(page.locator('main [data-slot="case-study-card"]')).toContainText(first.challenge);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(caseStudiesPage.hero.eyebrow);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path));
    await expect(page).toHaveTitle(new RegExp(`^Case Study: ${first.client}, ${first.location}`));

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({ url: absoluteUrl(path), about: { "@type": "Organization", name: first.client } });

    const image = `/og/case-studies/${first.slug}.png`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", absoluteUrl(image));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /\S/);
    const answer = await request.get(image);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await answer.body())).toEqual({ width: 1200, height: 630 });

    await expect(page.locator("main").getByRole("link", { name: caseStudiesPage.cta.button.label })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectNoAxeViolations(page, { scriptsOff: true });
  });

  test("every case study's page is in the sitemap and the search index; the landing band links to it", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const index = await (await request.get("/search-index.json")).text();
    for (const study of seedCaseStudies) {
      expect(sitemap).toContain(`<loc>${absoluteUrl(caseStudyPath(study.slug))}</loc>`);
      expect(index).toContain(JSON.stringify(caseStudyPath(study.slug)));
    }
    await page.goto("/industries/marketing");
    const band = page.locator('[data-slot="field-case-studies"]');
    await expect(band.getByRole("link", { name: words.read })).toHaveAttribute("href", caseStudyPath(first.slug));
  });

  test("an unknown case study answers 404 with the not-found page", async ({ page }) => {
    for (const path of ["/case-studies/no-such-study", "/case-studies/industry"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("main")).toContainText("404");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });
});
