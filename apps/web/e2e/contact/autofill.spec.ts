/**
 * The enquiry form filled by Chromium's own autofill (DevTools protocol `Autofill.trigger` with a saved address, the
 * same filling a visitor's click on a suggestion does), sent at machine speed and at human speed, against the real
 * send-contact-email function (Deno, PGlite, a real SMTP server). No autofill may fill the honeypot, and no enquiry is
 * refused for its speed: a fast one is stored and marked for staff review. Desktop only.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Stack } from "../../../../supabase/local/stack.ts";
import { startLocalSite, type LocalSite } from "../../server/local-site.ts";
import { waitForHydration } from "../helpers.ts";
import { pgliteTemplate } from "../worker.ts";
import { chromiumArgs, chromiumPath } from "../../../../scripts/chromium.ts";

// One backend for the file: its tests run in order in one worker (spread over both, each worker started its own).
test.describe.configure({ mode: "default" });

// Chromium's autofill lives in the browser, not in the headless shell the rest of the suite runs in.
test.use({ launchOptions: { executablePath: chromiumPath("chromium"), args: chromiumArgs } });

// The minimum fill time of this test's function: "machine speed" is any send within it, counted from the request for the
// page (so it holds whatever the page's own start time). Longer than a test may run (playwright.config.ts), so that no
// machine is too slow to send at machine speed; the human-speed test's visitor opened the form that long ago (the
// page's clock set back), instead of waiting it out.
const MIN_FILL_MS = 10 * 60_000;
let stack: Stack;
let site: LocalSite | undefined;
let base = "";

test.beforeAll(async () => {
  site = await startLocalSite({
    backend: {
      pglite: "memory",
      pgliteFrom: await pgliteTemplate(),
      functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0", MIN_FILL_MS: String(MIN_FILL_MS), RATE_LIMIT_MAX: "50" },
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
/** A saved address as Chromium's autofill holds it (its field types), with everything a profile can carry. */
function savedAddress() {
  counter += 1;
  const email = `autofill.${counter}.${Date.now()}@example.com`;
  const fields = {
    NAME_FIRST: "Mei Ling",
    NAME_LAST: "Tan",
    EMAIL_ADDRESS: email,
    PHONE_HOME_WHOLE_NUMBER: "+6561234567",
    COMPANY_NAME: "Harbourfront Logistics",
    ADDRESS_HOME_STREET_ADDRESS: "1 Harbourfront Walk",
    ADDRESS_HOME_CITY: "Singapore",
    ADDRESS_HOME_ZIP: "098585",
    ADDRESS_HOME_COUNTRY: "SG",
  };
  return { email, fields };
}

/**
 * Chromium's autofill of the whole form from one saved address, triggered on the first-name field (or `from`).
 * Chromium reads a form's fields a short while after the form changes (hydration, fields added later); a trigger
 * before that fills nothing, or not the new fields, so it is sent again until the field it was sent on and every
 * field of `until` are filled.
 */
async function autofill(
  page: Page,
  fields: Record<string, string>,
  { from = 'input[name="firstName"]', until = [] as string[] } = {},
): Promise<void> {
  await expect(async () => {
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: from });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    await cdp.send("Autofill.trigger", {
      fieldId: node.backendNodeId,
      address: { fields: Object.entries(fields).map(([name, value]) => ({ name, value })) },
    });
    await cdp.detach();
    for (const filled of [from, ...until]) await expect(page.locator(filled)).not.toHaveValue("", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const stored = (email: string) =>
  stack.db.query<{ fill_ms: number | null; review_reason: string | null }>(
    "select fill_ms, review_reason from public.enquiries where email = $1",
    [email],
  );

/** Opens the form; answers when the page was asked for, before the form's own start time. */
async function openForm(page: Page): Promise<number> {
  const asked = Date.now();
  await page.goto(`${base}/contact`);
  await waitForHydration(page);
  return asked;
}

test("a saved address fills the visible fields and never the honeypot (an off-screen field would be filled)", async ({
  page,
}) => {
  await openForm(page);
  // The control: fields of the saved address that the form does not ask for, one off-screen, as the honeypot used to
  // be hidden, and one not rendered, as it is now. Autofill reaches the first and not the second.
  await page.locator("form[data-slot=contact-form]").evaluate((form) => {
    form.insertAdjacentHTML(
      "beforeend",
      `<div style="position:absolute;left:-10000px"><label>Postal code <input name="control-offscreen" autocomplete="postal-code"></label></div>
       <div hidden><label>City <input name="control-hidden" autocomplete="address-level2"></label></div>`,
    );
  });
  // Chromium parses a changed form again after a short delay: the trigger is sent until it reaches the new field.
  const { email, fields } = savedAddress();
  await autofill(page, fields, { until: ['input[name="control-offscreen"]'] });
  await expect(field(page, "First Name")).toHaveValue("Mei Ling");
  await expect(field(page, "Last Name")).toHaveValue("Tan");
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Company")).toHaveValue("Harbourfront Logistics");
  await expect(field(page, "Contact Number")).not.toHaveValue("");
  await expect(page.locator('input[name="control-offscreen"]')).toHaveValue("098585");
  await expect(page.locator('input[name="control-hidden"]')).toHaveValue("");
  const honeypot = page.locator('input[name="enquiry_ref"]');
  await expect(honeypot).toHaveValue("");
  // A saved URL (the browser's own per-field suggestions, a password manager's "website") is offered in a field the
  // visitor focuses: the honeypot is not rendered and cannot take focus, and it names no URL.
  await expect(honeypot).toBeHidden();
  expect(
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.focus();
      return document.activeElement === input;
    }),
  ).toBe(false);
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(
    await honeypot.evaluate((input) => `${input.getAttribute("name")} ${input.closest("label")?.textContent}`),
  ).not.toMatch(/url|web|site|home ?page|link/i);
});

test("the application form: a saved address fills the candidate's fields and never its honeypot", async ({ page }) => {
  await page.goto(`${base}/careers/talent-pool`);
  await waitForHydration(page);
  const { email, fields } = savedAddress();
  await autofill(page, { NAME_FULL: "Mei Ling Tan", ...fields }, { from: 'input[name="name"]' });
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator('input[name="name"]')).not.toHaveValue("");
  const honeypot = page.locator('input[name="application_ref"]');
  await expect(honeypot).toHaveValue("");
  await expect(honeypot).toBeHidden();
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  expect(
    await honeypot.evaluate((input) => `${input.getAttribute("name")} ${input.closest("label")?.textContent}`),
  ).not.toMatch(/url|web|site|home ?page|link/i);
});

test("autofilled and sent at machine speed: stored at once, marked for staff review, never refused", async ({
  page,
}) => {
  const opened = await openForm(page);
  const { email, fields } = savedAddress();
  await autofill(page, fields);
  await expect(field(page, "Email")).toHaveValue(email);
  await field(page, "Message").fill("Two remote accountants from March, please.");
  // Sent within the minimum fill time of the page being asked for (the form's start time comes later).
  expect(Date.now() - opened).toBeLessThan(MIN_FILL_MS);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();
  const rows = await stored(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.review_reason).toBe("fast_fill");
  expect(rows[0]!.fill_ms).toBeLessThan(MIN_FILL_MS);
});

test("autofilled and sent at human speed: stored, nothing to review", async ({ page }) => {
  // The form's start time is the page's clock: set back by more than the minimum fill time, the visitor saw the form
  // that long before sending it (the page's time flows on from there).
  await page.clock.install({ time: Date.now() - MIN_FILL_MS - 60_000 });
  await openForm(page);
  const { email, fields } = savedAddress();
  await autofill(page, fields);
  await field(page, "Message").fill("Two remote accountants from March, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();
  const rows = await stored(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.review_reason).toBeNull();
  expect(rows[0]!.fill_ms).toBeGreaterThanOrEqual(MIN_FILL_MS);
});
