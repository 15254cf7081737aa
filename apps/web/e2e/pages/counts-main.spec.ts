// Counts and exact strings of the specification on the main pages (home, about, how it works, services, the
// industry, sector and role indexes, careers, case studies, FAQs), on the prerendered HTML with JavaScript off.
import { listIndustryCards, listRoleCards, listSectorCards } from "@solvix/content/landing";
import {
  catalogueHint,
  specifiedIndustryCards,
  specifiedSectorCards,
  specifiedSubsequence,
} from "@solvix/content/specified";
import { expect, test } from "../reader.ts";
import { expectLink, listItems, main } from "./counts.ts";

test.use({ scripts: false });

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
    "Up to 80% Cost Savings",
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
