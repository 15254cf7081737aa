/**
 * Every lead traced and worked (issue 46), as sales staff would check it, on the built site with the real
 * send-contact-email function (Deno, PGlite, a real SMTP server): a visitor lands on a sector page from a LinkedIn
 * campaign link, follows the header's action and sends an enquiry; its source is in the staff mail and in the leads
 * inbox, where a status change and a note are kept with their author; the CSV export carries each lead's number,
 * message and campaign and neutralises a formula in a company name; without JavaScript the form's own page and campaign are recorded. The sales token is signed by the
 * test's key (faq/test-auth.ts). Desktop only.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { waitForHydration } from "../helpers.ts";

test.describe.configure({ mode: "default" });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fill(page: Page, email: string, company: string) {
  await field(page, "First Name").fill("Mei Ling");
  await field(page, "Last Name").fill("Tan");
  await field(page, "Email").fill(email);
  await field(page, "Contact Number").fill("+65 6123 4567");
  await field(page, "Company").fill(company);
  await field(page, "Message").fill("We need four property administrators from January.");
}

type Site = {
  url: string;
  stack: {
    mail: { list(): { to: string; text: string }[] };
    db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> };
  };
  auth: { token(options: { role: string; email: string }): string };
};
const notification = (site: Site, email: string) =>
  expect
    .poll(() => site.stack.mail.list().find((m) => m.to === "info@example.com" && m.text.includes(email))?.text ?? "")
    .toContain("Where it came from:");

test("a campaign visit's enquiry: its source in the mail and the inbox, worked there, exported", async ({
  page,
  faqSite,
}) => {
  test.setTimeout(120_000);
  const site = faqSite as unknown as Site;
  const email = `mei.ling.lead.${Date.now()}@example.com`;
  const company = `Harbourfront Property ${Date.now()}`;
  await page.goto(`${site.url}/sectors/real-estate?utm_source=linkedin&utm_medium=social&utm_campaign=q4-property`);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForHydration(page);
  await fill(page, email, company);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();

  await notification(site, email);
  const mail = site.stack.mail.list().find((m) => m.to === "info@example.com" && m.text.includes(email))!.text;
  expect(mail).toContain("Source:         linkedin");
  expect(mail).toContain("Landing page:   /sectors/real-estate");
  expect(mail).toContain("Campaign:       source=linkedin, medium=social, campaign=q4-property");
  expect(mail).toContain("Sent from:      /contact");

  // A second enquiry, sent straight to the function, with a formula for a company name.
  const formula = `=HYPERLINK("http://evil.example","${company}")`;
  const posted = await page.request.post(`${site.url}/functions/v1/send-contact-email`, {
    headers: { origin: site.url },
    data: {
      firstName: "Eve",
      lastName: "Lee",
      email: `eve.${Date.now()}@example.com`,
      contactNumber: "+65 6123 4567",
      company: formula,
      message: "Please send a price list.",
      idempotencyKey: crypto.randomUUID(),
      website: "",
      startedAt: Date.now() - 10_000,
    },
  });
  expect(posted.status()).toBe(200);

  await signInAs(page, site.auth.token({ role: "sales", email: "sam.sales@example.com" }));
  await page.goto(`${site.url}/staff/enquiries`);
  await page.getByRole("searchbox", { name: "Name, company or email" }).fill(company);
  await page.getByRole("button", { name: "Show" }).click();
  const table = page.getByRole("table", { name: "Enquiries" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /Mei Ling Tan/ })).toContainText("linkedin");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  // UTF-8 marked as such for Excel, which reads an unmarked file in the legacy code page.
  expect(csv.startsWith('\uFEFF"id",')).toBe(true);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""${company}"")"`);
  expect(csv).toContain(
    `"${email}","'+65 6123 4567","${company}","We need four property administrators from January.","linkedin",` +
      `"source=linkedin, medium=social, campaign=q4-property","/sectors/real-estate","","/contact","new"`,
  );

  await table.getByRole("link", { name: "Mei Ling Tan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Mei Ling Tan, ${company}` })).toBeVisible();
  await expect(page.getByText("/sectors/real-estate")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await page.getByRole("textbox", { name: "Note" }).fill("Called; a quote by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveText([
    /sam\.sales@example\.com: Contacted/,
    /sam\.sales@example\.com: Called; a quote by Friday\./,
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's own page and its campaign are recorded with the enquiry", async ({ page, faqSite }) => {
    const site = faqSite as unknown as Site;
    const email = `mei.ling.nojs.${Date.now()}@example.com`;
    await page.goto(`${site.url}/contact?utm_source=newsletter&utm_medium=email`);
    await fill(page, email, "Harbourfront No Script");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    const [row] = await site.stack.db.query<{ attribution: Record<string, unknown> }>(
      "select attribution from public.enquiries where email = $1",
      [email],
    );
    expect(row?.attribution).toEqual({
      page: "/contact",
      landingPath: "/contact",
      utm: { utm_source: "newsletter", utm_medium: "email" },
      via: "referer",
    });
    await notification(site, email);
  });
});
