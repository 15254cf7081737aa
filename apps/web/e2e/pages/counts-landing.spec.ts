// Counts and exact strings of the specification on the service landing pages, the industry and sector pages that
// share the sector pattern, and the not-found page, on the prerendered HTML with JavaScript off.
import { fieldIcons, getLandingPage } from "@solvix/content/landing";
import { expect, test } from "../reader.ts";
import { expectLink, main } from "./counts.ts";

test.use({ scripts: false });

/** The specification's 12 common task items, in its order (its exact strings). */
const specTasks = [
  "Administrative Support",
  "Customer Service Support",
  "Marketing and Sales Support",
  "Finance and Accounting Support",
  "HR Management Support",
  "Technical and Specialized Support",
  "Order Processing and Inventory Management Support",
  "Social Media Management Support",
  "Website Maintenance and Content Creation Support",
  "Email Marketing Support",
  "Information Technology Support",
  "Creative and Design Support",
];

test("talent outsourcing: offerings, 4-step journey, role strip, 7 managing services, 6-question FAQ", async ({
  page,
}) => {
  await page.goto("/services/talent-outsourcing");
  await expectLink(page, "Get Started Today", "/contact");
  await expectLink(page, "Learn More about how it works", "/how-it-works");
  await expect(main(page).locator('[data-slot="step-grid"] > li')).toHaveCount(4);
  const strip = main(page).locator('[data-slot="role-strip"]');
  const visibleLinks = strip.locator("ul:not([aria-hidden]) a");
  expect(await visibleLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/industries/information-technology",
    "/industries/customer-support",
    "/industries/creative-design",
    "/industries/marketing",
    "/industries/backoffice-administration",
  ]);
  await expect(strip.locator('ul[aria-hidden="true"] a')).toHaveCount(5);
  await expect(main(page).locator("#solvix-managing [data-slot='icon-card-grid'] > li")).toHaveCount(7);
  await expect(main(page).locator('[data-slot="accordion-item"]')).toHaveCount(6);
});

test("employer of record: 4 features, 3 steps, 4 service groups, 7-question FAQ, 'Learn More'", async ({ page }) => {
  await page.goto("/services/employer-of-record");
  await expect(main(page).getByRole("heading", { level: 2, name: "What Is an Employer of Record?" })).toBeVisible();
  await expect(main(page).locator('[data-slot="icon-card-grid"] > li')).toHaveCount(4);
  await expect(main(page).locator('[data-slot="step-grid"] > li')).toHaveCount(3);
  await expect(main(page).locator('[data-slot="accordion-item"]')).toHaveCount(7);
  await expectLink(page, "Learn More about how it works", "/how-it-works");
});

const sectorPattern = [
  "insurance",
  "education-training",
  "legal",
  "transportation",
  "telecommunication",
  "utility-energy",
  "travel",
  "logistics",
];
for (const slug of sectorPattern) {
  const path = slug === "legal" ? "/industries/legal" : `/sectors/${slug}`;
  test(`${path}: overview, 4 benefits, 6 outsourcing cards, 12 tasks and the closing call to action`, async ({
    page,
  }) => {
    await page.goto(path);
    // The savings line stands only beside the page's own figures (issue 49): legal has its salary table, the sector
    // pages have none.
    const overview = main(page).locator('[data-slot="overview"]');
    if (slug === "legal") await expect(overview).toContainText(/Save up to 80% on [a-z ]+ costs/);
    else await expect(overview).not.toContainText(/Save up to/);
    const grids = main(page).locator('[data-slot="icon-card-grid"]');
    await expect(grids.nth(0).locator(":scope > li")).toHaveCount(4);
    await expect(grids.nth(1).locator(":scope > li")).toHaveCount(6);
    await expect(
      main(page).getByRole("heading", { level: 2, name: "Experience the power of outsourcing" }),
    ).toBeVisible();
    await expect(
      main(page).getByRole("heading", { level: 2, name: "Outsource Remote Staff for any task" }),
    ).toBeVisible();
    await expect(main(page).locator('[data-slot="task-grid"] > ul > li')).toHaveCount(12);
    const cta = main(page).locator('[data-slot="cta-band"]');
    await expect(cta.getByRole("heading", { level: 2 })).toHaveText(/^Ready to Transform Your .+ Operations\?$/);
    await expect(cta.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
  });
}

test("telecommunication: its own six cards", async ({ page }) => {
  await page.goto("/sectors/telecommunication");
  await expect(main(page).locator('[data-slot="icon-card-grid"]').nth(1).locator("h3")).toHaveText([
    "Access Top Southeast Asian Talent",
    "Cost-Efficient, Scalable Solutions",
    "Full Operational Support",
    "Dedicated Remote Teams Aligned with Your Goals",
    "Cost Transparency",
    "Seamless Communication & Performance Monitoring",
  ]);
});

test("the 12 common task items, in order", async ({ page }) => {
  await page.goto("/sectors/insurance");
  // A sector page draws them as a list whose names are not headings (the cards elsewhere name each with an h3).
  await expect(main(page).locator('[data-slot="task-grid"] > ul > li div > :first-child')).toHaveText(specTasks);
});

test("an industry page is drawn as its family: its field's board in the hero, the tasks as a ledger", async ({
  page,
}) => {
  const entry = getLandingPage("customer-support")!;
  await page.goto(entry.canonicalPath);
  // The hero draws the page's own tile and the icons of its own six outsourcing cards (not the three figures).
  const art = page.locator('[data-slot="hero"] [data-slot="hero-art"]');
  await expect(art.locator("[data-icon]")).toHaveCount(7);
  expect(await art.locator("[data-icon]").evaluateAll((icons) => icons.map((icon) => icon.dataset.icon))).toEqual([
    entry.card.icon,
    ...fieldIcons(entry, 6),
  ]);
  // Below 1024 px, where the art is left out, the same six icons stand in a row under the hero's button.
  const row = page.locator('[data-slot="hero"] [data-slot="hero-icons"] [data-icon]');
  expect(await row.evaluateAll((icons) => icons.map((icon) => icon.dataset.icon))).toEqual(fieldIcons(entry, 6));
  // The twelve tasks in order, each name beside the page's words for it, none of them a heading.
  const tasks = main(page).locator('[data-slot="task-grid"] > ul > li');
  await expect(tasks.locator(":scope > :first-child")).toHaveText(specTasks);
  await expect(main(page).locator('[data-slot="task-grid"] :is(h2, h3, h4)')).toHaveCount(0);
  // The benefits and the outsourcing cards: 4 and 6, the cards' icons in the page's own colour.
  const grids = main(page).locator('[data-slot="icon-card-grid"]');
  await expect(grids.nth(0).locator(":scope > li")).toHaveCount(4);
  await expect(
    grids.nth(1).locator(`:scope > li [data-slot="icon-tile"][class*="from-${entry.card.color}-"]`),
  ).toHaveCount(6);
});

test("a sector page's hero draws its own four benefits around its icon", async ({ page }) => {
  const entry = getLandingPage("logistics")!;
  await page.goto(entry.canonicalPath);
  const art = page.locator('[data-slot="hero"] [data-slot="hero-art"]');
  expect(await art.locator("[data-icon]").evaluateAll((icons) => icons.map((icon) => icon.dataset.icon))).toEqual([
    entry.card.icon,
    ...fieldIcons(entry, 4),
  ]);
});

test("a landing page shows the case study of its field, linked to the field's filter page; a field without one none", async ({
  page,
}) => {
  // The seed's case studies (the specification's three) are tagged Marketing, Customer Support and E-commerce.
  for (const [path, heading, client, filter] of [
    ["/industries/marketing", "Marketing Teams We Built", "Marketing agency", "/case-studies/industry/marketing"],
    ["/sectors/e-commerce", "E-commerce Teams We Built", "E-commerce company", "/case-studies/industry/e-commerce"],
  ] as const) {
    await page.goto(path);
    const band = main(page).locator('[data-slot="field-case-studies"]');
    await expect(band.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(band.locator("article")).toHaveCount(1);
    await expect(band.locator("article")).toContainText(client);
    await expect(band.getByRole("link", { name: "More case studies in this field", exact: true })).toHaveAttribute(
      "href",
      filter,
    );
  }
  await page.goto("/industries/legal");
  await expect(main(page).locator('[data-slot="field-case-studies"]')).toHaveCount(0);
});

test("not-found: '404', 'Oops! Page not found' and 'Return to Home'", async ({ page }) => {
  const response = await page.goto("/industries/not-a-real-industry");
  expect(response?.status()).toBe(404);
  await expect(main(page)).toContainText("404");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expectLink(page, "Return to Home", "/");
});
