/**
 * The enquiry sent with JavaScript off: the prerendered form posts natively through the site's proxy to the real
 * send-contact-email function (Deno, PGlite, a real SMTP server). The first post comes back as "Check your message"
 * with a signed start time; sending that page stores the enquiry and lands on /contact/sent. Desktop only.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { Stack } from "../../../../supabase/local/stack.ts";
import { startLocalSite, type LocalSite } from "../../server/local-site.ts";
import { expectNoAxeViolations } from "../helpers.ts";

test.skip(({ isMobile }) => isMobile, "the enquiry flow is checked once, at the desktop viewport");
test.use({ javaScriptEnabled: false });

const MIN_FILL_MS = 1500;
let stack: Stack;
let site: LocalSite | undefined;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startLocalSite({
    backend: {
      pglite: "memory",
      functionEnv: { CLIENT_ADDRESS_HEADER: "x-forwarded-for", MIN_FILL_MS: String(MIN_FILL_MS), RATE_LIMIT_MAX: "50" },
      retryIntervalMs: 0,
      log: () => {},
    },
  });
  base = site.url;
  stack = site.stack;
});

test.afterAll(async () => {
  await site?.stop();
});

/** axe needs scripts: the function's page is checked as it came, in a context with JavaScript on. */
async function expectAccessible(browser: Browser, page: Page) {
  const html = await page.content();
  const context = await browser.newContext({ javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.setContent(html);
  await expectNoAxeViolations(copy);
  await context.close();
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const rows = (email: string) => stack.db.query("select 1 from public.enquiries where email = $1", [email]);

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

test("a valid enquiry without JavaScript: checked, sent, stored once and mailed once", async ({ browser, page }) => {
  const email = `no-js.${Date.now()}@example.com`;
  await page.goto(`${base}/contact`);
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled();
  await fill(page, {
    "First Name": "Mei Ling",
    "Last Name": "Tan",
    Email: email,
    "Contact Number": "+65 6123 4567",
    Company: "Harbourfront Logistics",
    Message: "We need four customer support staff for our Singapore office.",
  });
  await send.click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your message");
  await expect(field(page, "Email")).toHaveValue(email);
  expect(await rows(email)).toHaveLength(0);
  await expectAccessible(browser, page);
  await page.waitForTimeout(MIN_FILL_MS + 100);
  // A double click on a native submit may send the form twice: one enquiry all the same.
  await page.getByRole("button", { name: "Send Message" }).dblclick();

  await expect(page).toHaveURL(`${base}/contact/sent`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  await expect(page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.")).toBeVisible();
  expect(await rows(email)).toHaveLength(1);
  await expect
    .poll(() => stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(email)).length)
    .toBe(1);
  await page.waitForTimeout(500);
  expect(stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(email))).toHaveLength(1);
});

test("an invalid enquiry without JavaScript: the browser's checks first, then every message of the function, nothing stored", async ({
  browser,
  page,
}) => {
  await page.goto(`${base}/contact`);
  // Empty required fields: the browser itself refuses to send (the same rules as the schema, natively).
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(`${base}/contact`);
  expect(await field(page, "First Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  // Values the browser lets through but the schema does not (it trims, and wants a domain with a dot).
  const email = `no-js.${Date.now()}@localhost`;
  await fill(page, {
    "First Name": "J ",
    "Last Name": "Tan",
    Email: email,
    "Contact Number": "+65 1    ",
    Company: "Harbourfront Logistics",
    Message: "short     ",
  });
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveTitle("Error: There is a problem with your message");
  const summary = page.getByRole("alert");
  for (const message of [
    "First name must be at least 2 characters",
    "Please enter a valid email",
    "Please enter a valid contact number",
    "Message must be at least 10 characters",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  await expect(summary.getByRole("link")).toHaveCount(4);
  // Each message leads to its field, which keeps the value and names the message.
  await summary.getByRole("link", { name: "Please enter a valid email" }).click();
  await expect(field(page, "Email")).toBeFocused();
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email");
  await expect(field(page, "Company")).toHaveValue("Harbourfront Logistics");
  await expectAccessible(browser, page);
  expect(await rows(email)).toHaveLength(0);
  await expect(page.getByRole("link", { name: "Return to the contact page" })).toHaveAttribute(
    "href",
    `${base}/contact`,
  );
});
