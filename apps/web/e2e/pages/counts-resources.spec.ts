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

test("resources: three cards, three disabled 'Coming soon' cards and 'Get In Touch'", async ({ page }) => {
  await page.goto("/resources");
  const cards = listItems(page, "Resources");
  await expect(cards.getByRole("link")).toHaveCount(3);
  expect(await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/resources/blog",
    "/faqs",
    "/privacy-policy",
  ]);
  const soon = listItems(page, "Coming soon");
  await expect(soon.locator("h3")).toHaveText(["Industry Reports", "White Papers", "Newsletter"]);
  await expect(soon.getByRole("link")).toHaveCount(0);
  await expect(soon.locator('[aria-disabled="true"]')).toHaveCount(3);
  await expectLink(page, "Get In Touch", "/contact");
});

test("blog index: featured article dated July 01, 2025, four placeholders, breadcrumb, back and contact links", async ({
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
  await expect(listItems(page, "Upcoming articles")).toHaveCount(4);
  await expect(main(page).locator('a[href="/contact"]').first()).toBeVisible();
});

test("blog article: January 15, 2025, its reading time, five benefits, breadcrumb, back to blog, contact and two related", async ({
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
  await expect(listItems(page, "Related articles")).toHaveCount(2);
});
