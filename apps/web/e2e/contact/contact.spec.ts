/**
 * The enquiry flow end to end on the built site: the real form in Chromium, the real send-contact-email function
 * under Deno, PGlite, and a real SMTP server. This file starts its own site and stack so it can stop the mail server
 * mid-test and put the form in front of other backends. Runs at the desktop viewport
 * only: the flow does not depend on it.
 */
import type { Page } from "@playwright/test";
import { expect, pgliteTemplate, test } from "../worker.ts";
import type { Stack } from "../../../../supabase/local/stack.ts";
import { startLocalSite, type LocalSite } from "../../server/local-site.ts";
import { collectErrors, waitForHydration } from "../helpers.ts";

// One backend for the file: its tests run in order in one worker (spread over both, each worker started its own).
test.describe.configure({ mode: "default" });

const MIN_FILL_MS = 1500;
let stack: Stack;
let site: LocalSite | undefined;
let base = "";

test.beforeAll(async () => {
  site = await startLocalSite({
    backend: {
      pglite: "memory",
      pgliteFrom: await pgliteTemplate(),
      functionEnv: {
        CLIENT_ADDRESS_TRUSTED_PROXIES: "0",
        MIN_FILL_MS: String(MIN_FILL_MS),
        RATE_LIMIT_MAX: "50",
        MAIL_RETRY_BASE_MS: "200",
      },
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

let counter = 0;
function enquiry() {
  counter += 1;
  return {
    firstName: "Mei Ling",
    lastName: "Tan",
    email: `mei.ling.${counter}.${Date.now()}@example.com`,
    contactNumber: "+65 6123 4567",
    company: "Harbourfront Logistics",
    message: `We need four customer support staff for our Singapore office (enquiry ${counter}).`,
  };
}
type Enquiry = ReturnType<typeof enquiry>;

async function openForm(page: Page, origin = base): Promise<void> {
  await page.goto(`${origin}/contact`);
  await waitForHydration(page);
}

async function fill(page: Page, values: Enquiry): Promise<void> {
  await field(page, "First Name").fill(values.firstName);
  await field(page, "Last Name").fill(values.lastName);
  await field(page, "Email").fill(values.email);
  await field(page, "Contact Number").fill(values.contactNumber);
  await field(page, "Company").fill(values.company);
  await field(page, "Message").fill(values.message);
  // People take longer than the minimum fill time; so does this test.
  await page.waitForTimeout(MIN_FILL_MS + 100);
}

async function rows(email: string) {
  return stack.db.query<{ status: string; first_name: string; message: string }>(
    "select status, first_name, message from public.enquiries where email = $1",
    [email],
  );
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const submitButton = (page: Page) => page.getByRole("button", { name: /Send Message|Sending\.\.\./ });

test("a valid enquiry: 'Sending...', success, stored in Postgres and mailed with every field", async ({ page }) => {
  const errors = collectErrors(page);
  const values = enquiry();
  await openForm(page);
  // The privacy notice stays at the form once the page is hydrated (without JavaScript: contact-no-js.spec.ts).
  const notice = page.locator("[data-slot=contact-form-privacy]");
  await expect(notice).toContainText("to confirm that your message arrived, to reply to it");
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await fill(page, values);
  // Hold the request a moment (it still goes to the real function) so the submitting state can be seen.
  await page.route("**/functions/v1/send-contact-email", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await submitButton(page).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  await expect(page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");

  const stored = await rows(values.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.message).toBe(values.message);
  await expect
    .poll(() => stack.mail.list().filter((m) => m.text.includes(values.email)).length)
    .toBeGreaterThanOrEqual(1);
  const notification = stack.mail
    .list()
    .find((m) => m.to.includes("info@example.com") && m.text.includes(values.email));
  for (const value of Object.values(values)) expect(notification?.text).toContain(value);
  await expect.poll(async () => (await rows(values.email))[0]?.status).toBe("sent");
  expect(errors).toEqual([]);
});

test("the backend stopped: the error notification, and every value kept", async ({ page }) => {
  const values = enquiry();
  // The same site in front of an address where nothing listens (the discard port): its backend is down.
  const down = await startLocalSite({ backend: { url: "http://127.0.0.1:9" } });
  try {
    await openForm(page, down.url);
    await fill(page, values);
    await submitButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText(
      "Failed to send message: The server is not reachable right now. Please try again in a few minutes.",
    );
  } finally {
    await down.stop();
  }
  await expect(field(page, "First Name")).toHaveValue(values.firstName);
  await expect(field(page, "Email")).toHaveValue(values.email);
  await expect(field(page, "Message")).toHaveValue(values.message);
  expect(await rows(values.email)).toHaveLength(0);
});

test("the function's own error text is shown, not a generic status message", async ({ page }) => {
  // A second backend that takes one enquiry per network in its window: the second is refused with the function's own
  // message, which the browser cannot predict.
  const strict = await startLocalSite({
    backend: {
      pglite: "memory",
      pgliteFrom: await pgliteTemplate(),
      functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0", RATE_LIMIT_MAX: "1" },
      retryIntervalMs: 0,
      log: () => {},
    },
  });
  const first = enquiry();
  const values = enquiry();
  try {
    await openForm(page, strict.url);
    await fill(page, first);
    await submitButton(page).click();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    await fill(page, values);
    await submitButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText("Failed to send message: ");
    await expect(alert).not.toContainText("non-2xx");
    await expect(alert).not.toContainText("Please try again.");
    await expect(alert).toContainText("Too many enquiries from your network");
    await expect(field(page, "Message")).toHaveValue(values.message);
    expect(await strict.stack.db.query("select 1 from public.enquiries")).toHaveLength(1);
  } finally {
    await strict.stop();
  }
});

test("a double click stores one enquiry", async ({ page }) => {
  const values = enquiry();
  await openForm(page);
  await fill(page, values);
  await submitButton(page).dblclick();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  expect(await rows(values.email)).toHaveLength(1);
});

test("a retry after a lost answer stores one enquiry", async ({ page }) => {
  const values = enquiry();
  await openForm(page);
  await fill(page, values);
  // The first request reaches the function and is stored, but its answer is lost on the way back.
  let lost = false;
  await page.route("**/functions/v1/send-contact-email", async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await submitButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
    "Please check your internet connection",
  );
  expect(await rows(values.email)).toHaveLength(1);
  await submitButton(page).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  expect(await rows(values.email)).toHaveLength(1);
});

test("the mail server down during a submit: success, stored as pending, delivered once it is back", async ({
  page,
}) => {
  const values = enquiry();
  await openForm(page);
  await fill(page, values);
  await stack.mail.stopSmtp();
  try {
    await submitButton(page).click();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    expect((await rows(values.email))[0]?.status).toBe("pending");
    expect(stack.mail.list().filter((m) => m.text.includes(values.email))).toHaveLength(0);
  } finally {
    await stack.mail.startSmtp();
  }
  await expect
    .poll(
      async () => {
        await stack.runRetry();
        return (await rows(values.email))[0]?.status;
      },
      { timeout: 2 * 60_000, intervals: [300] },
    )
    .toBe("sent");
  const delivered = stack.mail.list().filter((m) => m.to.includes("info@example.com") && m.text.includes(values.email));
  expect(delivered).toHaveLength(1);
});
