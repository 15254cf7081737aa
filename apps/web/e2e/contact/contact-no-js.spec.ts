/**
 * The enquiry sent with JavaScript off: the prerendered form posts natively through the site's proxy to the real
 * send-contact-email function (Deno, PGlite, a real SMTP server), in one post: a valid enquiry is stored at once and
 * lands on /contact/sent; an invalid one comes back on a page in the site's look with every value kept. Desktop only.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, pgliteTemplate, test } from "../worker.ts";
import type { Stack } from "../../../../supabase/local/stack.ts";
import { startLocalSite, type LocalSite } from "../../server/local-site.ts";
import { expectNoAxeViolations } from "../helpers.ts";

// One backend for the file: its tests run in order in one worker (spread over both, each worker started its own).
test.describe.configure({ mode: "default" });

test.use({ javaScriptEnabled: false });

const MIN_FILL_MS = 1500;
let stack: Stack;
let site: LocalSite | undefined;
let base = "";

test.beforeAll(async () => {
  site = await startLocalSite({
    backend: {
      pglite: "memory",
      pgliteFrom: await pgliteTemplate(),
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

const latin = () => ({
  "First Name": "Mei Ling",
  "Last Name": "Tan",
  Email: `no-js.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  "Contact Number": "+65 6123 4567",
  Company: "Harbourfront Logistics",
  Message: "We need four customer support staff for our Singapore office.",
});

const mailsTo = (email: string) =>
  stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(email)).length;

test("the privacy notice is at the form without JavaScript, with its purposes and the policy link", async ({
  page,
}) => {
  await page.goto(`${base}/contact`);
  const notice = page.locator("[data-slot=contact-form-privacy]");
  await expect(notice).toContainText("to reply to it");
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
});

test("a valid enquiry without JavaScript, in one post: stored at once, the sent page, mailed once", async ({
  page,
}) => {
  const values = latin();
  await page.goto(`${base}/contact`);
  await fill(page, values);
  // A double click on a native submit may send the form twice: one enquiry all the same.
  await page.getByRole("button", { name: "Send Message" }).dblclick();

  await expect(page).toHaveURL(`${base}/contact/sent`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  await expect(page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.")).toBeVisible();
  // What happens next, and the way on: the calculator, case studies and FAQs, and no meeting promised.
  await expect(page.getByRole("heading", { name: "What Happens Next" })).toBeVisible();
  for (const href of ["/savings-calculator", "/case-studies", "/faqs"]) {
    await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
  }
  await expect(page.locator("main")).not.toContainText(/meeting|call you|schedule/i);
  expect(await rows(values.Email)).toHaveLength(1);
  await expect.poll(() => mailsTo(values.Email)).toBe(1);
  await page.waitForTimeout(500);
  expect(mailsTo(values.Email)).toBe(1);
});

test("a Chinese message near the limit, in one post: limits count the decoded text", async ({ page }) => {
  const message = "我们需要远程客服团队".repeat(499);
  expect(message.length).toBe(4990);
  const values = {
    ...latin(),
    "First Name": "美玲",
    "Last Name": "欧阳",
    Company: "海港物流有限公司",
    Message: message,
  };
  await page.goto(`${base}/contact`);
  await fill(page, values);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(`${base}/contact/sent`);
  const stored = await stack.db.query<{ message: string; first_name: string }>(
    "select message, first_name from public.enquiries where email = $1",
    [values.Email],
  );
  expect(stored).toEqual([{ message, first_name: "美玲" }]);
});

test("an invalid enquiry without JavaScript: the browser's checks, then a page in the site's look, every value kept", async ({
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

  await expect(page).toHaveTitle("Error: There is a problem with your message | Solvix");
  // The site's look: its header with the logo and "Get Started", its footer, the privacy notice at the form.
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    `${base}/contact`,
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Solvix" })).toHaveAttribute("href", `${base}/`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Your message" })).toContainText("to reply to it");
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^ui-sans-serif, system-ui/,
  );
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
  await expect(field(page, "Message")).toHaveValue("short     ");
  await expectAccessible(browser, page);
  expect(await rows(email)).toHaveLength(0);
  await expect(page.getByRole("link", { name: "Return to the contact page" })).toHaveAttribute(
    "href",
    `${base}/contact`,
  );

  // Corrected on that page and sent: stored, and the sent page.
  const corrected = `no-js.${Date.now()}@example.com`;
  await fill(page, {
    "First Name": "Jo",
    Email: corrected,
    "Contact Number": "+65 6123 4567",
    Message: "Four customer support staff, please.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  // The browser keeps the fragment of the last summary link followed (a redirect without one inherits it).
  await expect(page).toHaveURL(new RegExp(`^${base}/contact/sent(#email)?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  expect(await rows(corrected)).toHaveLength(1);
});
