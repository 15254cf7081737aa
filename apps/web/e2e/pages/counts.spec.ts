// Counts and exact strings of the specification, page by page, checked on the prerendered HTML with JavaScript
// off: every page must be readable in full before (and without) hydration.
import type { Page } from "@playwright/test";
import { listIndustryCards, listRoleCards, listSectorCards } from "@solvix/content/landing";
import {
  catalogueHint,
  specifiedIndustryCards,
  specifiedSectorCards,
  specifiedSubsequence,
} from "@solvix/content/specified";
import { expect, test } from "../reader.ts";

test.use({ scripts: false });

const main = (page: Page) => page.locator("main");
const listItems = (page: Page, name: string) =>
  main(page).getByRole("list", { name, exact: true }).locator(":scope > li");

async function expectLink(page: Page, name: string, href: string) {
  await expect(main(page).getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
}

test("home: hero buttons, three why-remote cards, the four-step teaser", async ({ page }) => {
  await page.goto("/");
  await expectLink(page, "Get Started", "/contact");
  await expectLink(page, "Learn More about how it works", "/how-it-works");
  await expect(main(page).getByRole("heading", { level: 2, name: "Why Remote Staffing?" })).toBeVisible();
  await expect(main(page).locator('[data-slot="icon-card-grid"] > li')).toHaveCount(3);
  const steps = main(page).locator('[data-slot="step-grid"] > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator("h3")).toHaveText([
    "Share Requirements",
    "We Source Talent",
    "Direct Collaboration",
    "Backend Support",
  ]);
  await expect(main(page).getByRole("link", { name: "See How It Works" })).toHaveAttribute("href", "/how-it-works");
});

test("about: mission, vision, three core values and 'Get In Touch'", async ({ page }) => {
  await page.goto("/about");
  await expect(main(page).getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
  await expect(main(page).locator('[data-slot="icon-card-grid"] > li h3')).toHaveText([
    "Excellence",
    "Collaboration",
    "Innovation",
  ]);
  await expectLink(page, "Get In Touch", "/contact");
});

test("how it works: four steps, each with a checklist, and 'Start Building Your Team'", async ({ page }) => {
  await page.goto("/how-it-works");
  const steps = main(page).locator('[data-slot="step-grid"] > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator("h3")).toHaveText([
    "Share Requirements",
    "We Source Talent",
    "Direct Collaboration",
    "Backend Support",
  ]);
  for (const step of await steps.all())
    expect(await step.locator('[data-slot="checklist"] li').count()).toBeGreaterThanOrEqual(3);
  await expectLink(page, "Start Building Your Team", "/contact");
});

test("services: the six IT service cards and 'Start Your Project'", async ({ page }) => {
  await page.goto("/services");
  await expect(main(page).locator('[data-slot="role-grid"] > li h3')).toHaveText([
    "Custom Software Development",
    "Cloud Solutions",
    "Digital Transformation",
    "Staff Augmentation",
    "Security Solutions",
    "Data Analytics",
  ]);
  await expectLink(page, "Start Your Project", "/contact");
});

// The specification's 14 industry and 12 sector cards stay present and in order; pages added later join them.
test("industries: the 14 cards of the specification, each linking to its canonical page", async ({ page }) => {
  await page.goto("/industries");
  const cards = listItems(page, "Industries");
  await expect(cards).toHaveCount(listIndustryCards().length);
  const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(listIndustryCards().map((card) => card.href));
  expect(specifiedSubsequence(hrefs.map(String), specifiedIndustryCards), catalogueHint).toEqual(
    specifiedIndustryCards,
  );
});

test("sectors: the 12 cards of the specification and 'Get Started Today'", async ({ page }) => {
  await page.goto("/sectors");
  const cards = listItems(page, "Sectors");
  await expect(cards).toHaveCount(listSectorCards().length);
  const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(listSectorCards().map((card) => card.href));
  expect(specifiedSubsequence(hrefs.map(String), specifiedSectorCards), catalogueHint).toEqual(specifiedSectorCards);
  await expectLink(page, "Get Started Today", "/contact");
});

test("roles: 'Available Roles', five role cards to industry pages, four benefits and 'Get Started Today'", async ({
  page,
}) => {
  await page.goto("/roles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Available Roles");
  const cards = listItems(page, "Role Categories");
  await expect(cards).toHaveCount(listRoleCards().length);
  for (const card of await cards.all()) {
    const title = (await card.locator("h3").textContent()) ?? "";
    await expect(card).toContainText(`Specialized remote staffing solutions for ${title.toLowerCase()} positions`);
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/industries\/[a-z-]+$/);
  }
  await expect(main(page).locator('[data-slot="icon-card-grid"] > li h3')).toHaveText([
    "80% Cost Savings",
    "Global Talent Pool",
    "Fast Deployment",
    "Dedicated Teams",
  ]);
  await expectLink(page, "Get Started Today", "/contact");
});

test("careers: three perks, three positions with their tags, 'Apply Now' to each position's page", async ({ page }) => {
  await page.goto("/careers");
  await expect(main(page).locator('[data-slot="icon-card-grid"] > li h3')).toHaveText([
    "Innovation First",
    "Growth Opportunities",
    "Work-Life Balance",
  ]);
  const jobs = main(page).locator('[data-slot="job-card"]');
  await expect(jobs.locator("h3")).toHaveText(["Senior Full Stack Developer", "DevOps Engineer", "UX/UI Designer"]);
  const expected = [
    ["Remote", "Full-time", ["React", "Node.js", "TypeScript", "AWS"], "senior-full-stack-developer"],
    ["Hybrid", "Full-time", ["Docker", "Kubernetes", "Terraform", "Jenkins"], "devops-engineer"],
    ["Remote", "Full-time", ["Figma", "Adobe Creative Suite", "User Research", "Prototyping"], "ux-ui-designer"],
  ] as const;
  for (const [index, [location, type, tags, slug]] of expected.entries()) {
    const job = jobs.nth(index);
    await expect(job).toContainText(location);
    await expect(job).toContainText(type);
    await expect(job.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([...tags]);
    await expect(job.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", `/careers/${slug}`);
  }
  await expect(main(page).getByRole("heading", { level: 2, name: "Don't See the Right Role?" })).toBeVisible();
  await expectLink(page, "Get In Touch", "/contact");
});

test("case studies: three cases with every figure and 'Start Your Outsourcing Journey'", async ({ page }) => {
  await page.goto("/case-studies");
  const cases = main(page).locator('[data-slot="case-study-card"]');
  await expect(cases).toHaveCount(3);
  const figures = [
    ["4 staff from the Philippines", "70%", "3 weeks", "150%", "$240K"],
    ["6 staff from Vietnam and Indonesia", "65%", "4 weeks", "200%", "24/7", "$420K"],
    ["6 staff from India and the Philippines", "75%", "2 weeks", "99.8%", "$315K"],
  ];
  for (const [index, values] of figures.entries()) {
    for (const value of values) await expect(cases.nth(index)).toContainText(value);
    for (const part of ["Challenge", "Solution", "Results"])
      await expect(cases.nth(index).getByRole("heading", { name: part })).toBeVisible();
  }
  await expectLink(page, "Start Your Outsourcing Journey", "/contact");
});

test("faqs: 24 question-and-answer cards with stable ids and a contact card with e-mail and phone links", async ({
  page,
}) => {
  await page.goto("/faqs");
  const cards = main(page).locator('[id^="faq-"]');
  await expect(cards).toHaveCount(24);
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(Array.from({ length: 24 }, (_, index) => `faq-${index + 1}`));
  await expect(main(page).locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(main(page).locator('a[href^="tel:+"]').first()).toBeVisible();
});

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

test("blog article: January 15, 2025, 8 min read, five benefits, breadcrumb, back to blog, contact and two related", async ({
  page,
}) => {
  await page.goto("/resources/blog/staff-outsourcing-benefits-singapore");
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Resources",
    "Blog",
  ]);
  await expect(main(page).locator("time").first()).toHaveText("January 15, 2025");
  await expect(main(page)).toContainText("8 min read");
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
    await expect(main(page).locator('[data-slot="overview"]')).toContainText(/Save up to 80% on [a-z ]+ costs/);
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
  await expect(main(page).locator('[data-slot="task-grid"] > ul > li h3')).toHaveText([
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
  ]);
});

test("not-found: '404', 'Oops! Page not found' and 'Return to Home'", async ({ page }) => {
  const response = await page.goto("/industries/not-a-real-industry");
  expect(response?.status()).toBe(404);
  await expect(main(page)).toContainText("404");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expectLink(page, "Return to Home", "/");
});
