// Counts and exact strings of the specification on the legal pages, the resources page and the blog, on the
// prerendered HTML with JavaScript off.
import { expect, test } from "../reader.ts";
import { seedArticles } from "@solvix/content/seed-articles";
import { readingMinutes } from "../../app/lib/markdown.ts";
import { expectLink, listItems, main } from "./counts.ts";

test.use({ scripts: false });

for (const [path, title, updated] of [
  ["/privacy-policy", "Privacy Policy", "January 1, 2025"],
  ["/terms", "Terms of Service", "July 1, 2025"],
] as const) {
  test(`${path}: ten numbered sections, last updated ${updated}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main(page)).toContainText(`Last updated ${updated}`);
    const headings = main(page).locator("section[id^='section-'] > h2");
    await expect(headings).toHaveCount(10);
    const texts = await headings.allTextContents();
    texts.forEach((text, index) => expect(text.startsWith(`${index + 1}. `), text).toBe(true));
  });
}

// Issue 48: the specification's 'Coming soon' cards and placeholders are gone; the pages show what is live (the seed:
// one article, three case studies).
test("resources: its three cards and the case studies', the latest article, no 'Coming soon', and 'Get In Touch'", async ({
  page,
}) => {
  await page.goto("/resources");
  const cards = listItems(page, "Resources");
  expect(await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/resources/blog",
    "/faqs",
    "/privacy-policy",
    "/case-studies",
  ]);
  await expect(listItems(page, "Latest articles").getByRole("link")).toHaveText([
    "5 Benefits of Staff Outsourcing for Singapore Businesses",
  ]);
  await expect(main(page)).not.toContainText("Coming soon");
  await expect(main(page).locator('[aria-disabled="true"]')).toHaveCount(0);
  await expectLink(page, "Get In Touch", "/contact");
});

test("blog index: featured article dated July 01, 2025, its tags as links, breadcrumb, back and contact links", async ({
  page,
}) => {
  await page.goto("/resources/blog");
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Resources",
  ]);
  await expect(main(page).getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
  await expect(main(page).locator("time")).toHaveText("July 01, 2025");
  await expect(
    main(page).getByRole("link", { name: "5 Benefits of Staff Outsourcing for Singapore Businesses", exact: true }),
  ).toHaveAttribute("href", "/resources/blog/staff-outsourcing-benefits-singapore");
  // One article: it is the featured one, so no list of others and no page links.
  await expect(main(page).getByRole("list", { name: "Articles", exact: true })).toHaveCount(0);
  await expect(main(page).getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
  const topics = main(page).getByRole("navigation", { name: "Browse by Topic" }).getByRole("link");
  await expect(topics).toHaveText(["All articles", "Singapore", "Staff Outsourcing"]);
  await expect(topics.first()).toHaveAttribute("aria-current", "page");
  await expect(main(page)).not.toContainText("Coming soon");
  await expect(main(page).locator('a[href="/contact"]').first()).toBeVisible();
});

test("blog tag listing: the seed article under its tag, the tag marked current; a tag or page that does not exist is 404", async ({
  page,
}) => {
  await page.goto("/resources/blog/tag/singapore");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles on Singapore");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/resources\/blog\/tag\/singapore$/);
  await expect(listItems(page, "Articles").getByRole("link")).toHaveText([
    "5 Benefits of Staff Outsourcing for Singapore Businesses",
  ]);
  await expect(
    main(page).getByRole("navigation", { name: "Browse by Topic" }).getByRole("link", { name: "Singapore" }),
  ).toHaveAttribute("aria-current", "page");
  for (const path of ["/resources/blog/tag/nowhere", "/resources/blog/page/2", "/resources/blog/page/1"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page not found");
  }
});

test("blog article: January 15, 2025, its reading time, five benefits, breadcrumb, back to blog, contact, no related", async ({
  page,
}) => {
  await page.goto("/resources/blog/staff-outsourcing-benefits-singapore");
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Resources",
    "Blog",
  ]);
  await expect(main(page).locator("time").first()).toHaveText("January 15, 2025");
  // The reading time is counted from the body the article row holds (200 words a minute), not written by hand.
  await expect(main(page)).toContainText(`${readingMinutes(seedArticles[0]!.body)} min read`);
  await expect(main(page).locator("article h2")).toHaveText([
    /^1\. No Employment Quota Worries/,
    /^2\. Cost Savings of Up to 80%/,
    /^3\. /,
    /^4\. /,
    /^5\. /,
    /\?$/,
  ]);
  await expect(main(page).getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute(
    "href",
    "/resources/blog",
  );
  await expect(main(page).locator('a[href="/contact"]').first()).toBeVisible();
  // The only live article: nothing shares its tags, so no related section (and no placeholders).
  await expect(main(page).getByRole("heading", { name: "Related Articles" })).toHaveCount(0);
  await expect(main(page)).not.toContainText("Coming soon");
});
