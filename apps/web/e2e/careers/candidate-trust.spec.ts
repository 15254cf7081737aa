/**
 * Careers as a candidate in Cebu checks it (issue 50), through the real submit-application function behind the site's
 * proxy: the header's Careers entry at 390 and 1440 px; the open positions and the talent pool within the first two
 * screens of /careers on a phone; a position open to the four staff countries by default (India in the page, its
 * JobPosting and its country list; Thailand refused), with what happens next and the word on fees and no pay shown
 * when none is set; and the sent page's words with and without JavaScript, an acknowledgement said to be sent only
 * when one was queued (a second application to the same address that day gets none, and the page says so with its
 * reference). A salary and countries set by staff reaching the page and its JobPosting: e2e/publish.
 */
import type { Page } from "@playwright/test";
import { pdf } from "../../../../supabase/tests/cv-fixtures.ts";
import { expect, test } from "../faq/fixtures.ts";
import { waitForHydration } from "../helpers.ts";
import { humanPace } from "./recruiter.ts";

const acknowledged = "We are sending you an acknowledgement by e-mail";
const notAcknowledged = "We are not sending an acknowledgement e-mail for this application";
const everyCountry = "Open to candidates living in the Philippines, Indonesia, Vietnam or India.";

/** An address of its own (the database counts acknowledgements per address, a plus-tag dropped). */
const uniqueEmail = (what: string) =>
  `${what}${Date.now().toString(36)}${Math.random().toString(36).slice(2)}@example.com`;

/** Fills a position's application form (with or without JavaScript) and sends it. */
async function apply(page: Page, fields: { email: string; country: string; note: string }, scripted = false) {
  const form = page.locator("form[data-slot=application-form]");
  await form.getByLabel("Full Name").fill("Maria Santos");
  await form.getByLabel("Email").fill(fields.email);
  await form.getByLabel("Country you live in").selectOption(fields.country);
  await form
    .getByLabel("CV", { exact: true })
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf(20_000)) });
  await form.getByLabel("A short note").fill(fields.note);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send Application" }).click();
  // With JavaScript the form's start time is the page's clock, set back past the minimum fill time (humanPace).
  if (scripted) await expect(page).toHaveURL(/\/careers\/sent\?/);
}

test("the header has a Careers entry at every width @both-widths", async ({ page, faqSite: site }) => {
  await page.goto(`${site.url}/`);
  await waitForHydration(page);
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  const menu = phone ? page.getByRole("dialog") : page.getByRole("banner");
  const careers = menu.getByRole("link", { name: "Careers", exact: true });
  await expect(careers).toBeVisible();
  await careers.click();
  await expect(page).toHaveURL(`${site.url}/careers`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Team");
});

test("on a phone, /careers shows the first Apply Now and the talent pool within two screens @phone", async ({
  page,
  faqSite: site,
}) => {
  await page.goto(`${site.url}/careers`);
  const screen = page.viewportSize()!.height;
  const top = async (name: string) => (await page.getByRole("link", { name }).first().boundingBox())!.y;
  const applyAt = await top("Apply Now");
  const poolAt = await top("Join our talent pool");
  console.log(
    `/careers at 390 px: first Apply Now at ${Math.round(applyAt)} px, talent pool at ${Math.round(poolAt)} px`,
  );
  expect(applyAt).toBeLessThan(2 * screen);
  expect(poolAt).toBeLessThan(2 * screen);
  await expect(page.getByText("We never ask candidates for money")).toBeVisible();
});

test("a position is open to the four staff countries by default, says what happens next and about fees, and shows no pay when none is set", async ({
  page,
  faqSite: site,
}) => {
  await page.goto(`${site.url}/careers/senior-full-stack-developer`);
  await expect(page.getByText(everyCountry)).toBeVisible();
  const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map(
      (data) =>
        JSON.parse(data) as {
          "@type": string;
          baseSalary?: unknown;
          applicantLocationRequirements?: { name: string }[];
        },
    )
    .find((data) => data["@type"] === "JobPosting");
  expect(posting?.applicantLocationRequirements?.map((country) => country.name)).toEqual([
    "Philippines",
    "Indonesia",
    "Vietnam",
    "India",
  ]);
  expect(posting?.baseSalary).toBeUndefined();
  await expect(page.getByRole("heading", { name: "Pay and terms" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText("We never ask candidates for money")).toBeVisible();
  const options = await page.getByLabel("Country you live in").locator("option").allTextContents();
  expect(options).toContain("India");
  expect(options).not.toContain("Thailand");
});

test("with JavaScript: the sent page says an acknowledgement was sent only when one was queued, with the reference", async ({
  page,
  faqSite: site,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("cebu.js");
  await humanPace(page);
  await page.goto(`${site.url}/careers/senior-full-stack-developer`);
  await waitForHydration(page);
  const note = "Five years of React and Node.js; I can start next month.";
  await apply(page, { email, country: "India", note }, true);
  await expect(page).toHaveURL(/\/careers\/sent\?reference=\d+&acknowledgement=queued$/);
  await expect(page.getByText(acknowledged)).toBeVisible();
  await expect(page.getByText(notAcknowledged)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();

  // A second application to the same address that day: stored, no acknowledgement, and the page says so.
  await page.goto(`${site.url}/careers/ux-ui-designer`);
  await waitForHydration(page);
  await apply(page, { email, country: "India", note: "I also design: research, Figma and prototypes." }, true);
  await expect(page).toHaveURL(/\/careers\/sent\?reference=\d+&acknowledgement=none$/);
  const reference = new URL(page.url()).searchParams.get("reference");
  await expect(page.getByText(notAcknowledged)).toBeVisible();
  await expect(page.getByText(acknowledged)).toHaveCount(0);
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();
  const rows = await site.stack.db.query<{ id: string; acknowledgement_skipped: string | null }>(
    "select id::text, acknowledgement_skipped from public.applications where email = $1 order by id",
    [email],
  );
  expect(rows.map((row) => row.acknowledgement_skipped)).toEqual([null, "recipient_daily"]);
  expect(rows[1]?.id).toBe(reference);
});

test("the enquiry's sent page and notification promise no acknowledgement", async ({ page, faqSite: site }) => {
  await page.goto(`${site.url}/contact/sent`);
  await expect(page.getByRole("main")).not.toContainText(/acknowledg|confirmation/i);
  await expect(page.getByRole("main")).toContainText("We'll get back to you within 24 hours");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("India is taken, Thailand refused, and the function's sent page says whether an acknowledgement was queued", async ({
    page,
    faqSite: site,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("cebu.nojs");
    const position = `${site.url}/careers/senior-full-stack-developer`;
    await page.goto(position);
    await apply(page, { email, country: "India", note: "Five years of React and Node.js; I can start next month." });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Sent");
    await expect(page.getByText(acknowledged)).toBeVisible();
    await expect(page.getByText(/Your reference: \d+/)).toBeVisible();
    await expect(page.getByText("We never ask candidates for money")).toBeVisible();

    // Thailand is not among this position's countries: a form that sends it anyway is refused by the function.
    await page.goto(position);
    await page.getByLabel("Country you live in").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Thailand", "Thailand"));
    });
    await apply(page, { email: uniqueEmail("bangkok"), country: "Thailand", note: "Frontend developer in Bangkok." });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your application was not sent");
    await expect(
      page.getByText("This position is open to candidates living in Philippines, Indonesia, Vietnam or India"),
    ).toBeVisible();

    // The same address again that day: stored, no acknowledgement, and the page says so with the reference.
    await page.goto(`${site.url}/careers/ux-ui-designer`);
    await apply(page, { email, country: "India", note: "I also design: research, Figma and prototypes." });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Sent");
    await expect(page.getByText(notAcknowledged)).toBeVisible();
    await expect(page.getByText(acknowledged)).toHaveCount(0);
    const rows = await site.stack.db.query<{ id: string }>(
      "select id::text from public.applications where email = $1 order by id",
      [email],
    );
    expect(rows).toHaveLength(2);
    await expect(page.getByText(`Your reference: ${rows[1]?.id}`)).toBeVisible();
  });
});
