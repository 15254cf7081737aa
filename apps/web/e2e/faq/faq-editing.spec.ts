// Staff-only FAQ editing in the built site against the real faqs function, database roles and row-level security.
// Supabase's hosted auth server cannot run here; the test plays its JWKS endpoint (see test-auth.ts) and puts the
// tokens it signs into the browser as supabase-js sessions.
import { initialFaqs } from "@solvix/content/pages/faqs";
import type { Browser, Page } from "@playwright/test";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers.ts";
import { expect, signInAs, test, type FaqSite } from "./fixtures.ts";

const original = (id: number) => {
  const faq = initialFaqs.find((item) => item.id === id);
  if (!faq) throw new Error(`no FAQ ${id}`);
  return faq;
};

const card = (page: Page, id: number) => page.locator(`#faq-${id}`);

/** A fresh visitor: a new browser context, no staff session. */
async function visitorPage(browser: Browser, faqSite: FaqSite): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${faqSite.url}/faqs`);
  await waitForHydration(page);
  return page;
}

/** Waits until the page shows the rows the function answered (the live list replaced the prerendered one). */
async function liveList(page: Page): Promise<void> {
  await page.waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/faqs" && response.ok());
}

test.describe("a visitor", () => {
  test("sees the 24 FAQs and no edit control, before and after the live list arrives", async ({ page, faqSite }) => {
    const errors = collectErrors(page);
    const listed = liveList(page);
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await listed;
    await expect(page.locator('[id^="faq-"][data-faq-id]')).toHaveCount(24);
    await expect(card(page, 1)).toContainText(original(1).question);
    await expect(page.getByRole("button", { name: /edit question/i })).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("cannot change a FAQ by calling the function without an editor token", async ({ request, faqSite }) => {
    const url = `${faqSite.url}/functions/v1/faqs/2`;
    const data = { question: "Changed by a visitor?", answer: "A visitor should never be able to change this answer." };
    const anonymous = await request.patch(url, { data });
    expect(anonymous.status()).toBeGreaterThanOrEqual(400);
    const nonEditor = await request.patch(url, {
      data,
      headers: { Authorization: `Bearer ${faqSite.auth.token({ email: "staff@example.com" })}` },
    });
    expect(nonEditor.status()).toBeGreaterThanOrEqual(400);
    const list = (await (await request.get(`${faqSite.url}/functions/v1/faqs`)).json()) as {
      faqs: { id: number; question: string }[];
    };
    expect(list.faqs.find((faq) => faq.id === 2)?.question).toBe(original(2).question);
  });

  test("keeps the prerendered FAQs, with no error, when the backend cannot be reached", async ({ page, faqSite }) => {
    await faqSite.stopBackend();
    try {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const failed = page.waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/faqs");
      await page.goto(`${faqSite.url}/faqs`);
      await waitForHydration(page);
      expect((await failed).status()).toBe(502);
      await expect(page.locator('[id^="faq-"][data-faq-id]')).toHaveCount(24);
      await expect(card(page, 24)).toContainText(original(24).answer);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByText(/could not|error|failed/i)).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await faqSite.startBackend();
    }
  });
});

test.describe("a signed-in editor", () => {
  test("edits a FAQ, saves, and a fresh visitor page shows the new text", async ({ page, browser, faqSite }) => {
    await signInAs(page, faqSite.auth.token({ role: "editor" }));
    const listed = liveList(page);
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await listed;
    await expect(page.getByRole("button", { name: /^Edit question \d+$/ })).toHaveCount(24);
    // The stored row says {brand}; the editor reads the card as visitors do (its edit keeps the token).
    await expect(card(page, 1)).toContainText(original(1).answer);
    await expect(card(page, 1)).not.toContainText("{brand}");
    await page.getByRole("button", { name: "Edit question 3", exact: true }).click();

    const editor = card(page, 3);
    await expect(editor.getByRole("textbox", { name: "Question" })).toHaveValue(original(3).question);
    await expect(editor.getByRole("textbox", { name: "Question" })).toBeFocused();
    // One card at a time: the other edit controls wait.
    await expect(page.getByRole("button", { name: "Edit question 4", exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);

    const question = "How much can I save with a remote team?";
    const answer = "Most clients save between 50% and 70% of local hiring costs. Saved by the e2e editor test.";
    await editor.getByRole("textbox", { name: "Question" }).fill(question);
    await editor.getByRole("textbox", { name: "Answer" }).fill(answer);
    await editor.getByRole("button", { name: "Save question 3", exact: true }).click();

    await expect(editor.getByRole("textbox")).toHaveCount(0);
    await expect(editor.getByRole("heading")).toHaveText(question);
    await expect(editor).toContainText(answer);
    await expect(page.getByRole("button", { name: "Edit question 3", exact: true })).toBeFocused();

    const visitor = await visitorPage(browser, faqSite);
    await expect(card(visitor, 3).getByRole("heading")).toHaveText(question);
    await expect(card(visitor, 3)).toContainText(answer);
    await expect(visitor.getByRole("button", { name: /edit question/i })).toHaveCount(0);
    await visitor.context().close();
  });

  test("cancel (button or Escape) leaves the FAQ unchanged", async ({ page, browser, faqSite }) => {
    await signInAs(page, faqSite.auth.token({ role: "editor" }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    const editor = card(page, 4);

    await page.getByRole("button", { name: "Edit question 4", exact: true }).click();
    await editor.getByRole("textbox", { name: "Answer" }).fill("This draft must never be saved.");
    await editor.getByRole("button", { name: "Cancel editing question 4", exact: true }).click();
    await expect(editor.getByRole("textbox")).toHaveCount(0);
    await expect(editor).toContainText(original(4).answer);

    await page.getByRole("button", { name: "Edit question 4", exact: true }).click();
    await expect(editor.getByRole("textbox", { name: "Answer" })).toHaveValue(original(4).answer);
    await editor.getByRole("textbox", { name: "Question" }).fill("Neither may this one.");
    await page.keyboard.press("Escape");
    await expect(editor.getByRole("textbox")).toHaveCount(0);
    await expect(editor.getByRole("heading")).toHaveText(original(4).question);

    const visitor = await visitorPage(browser, faqSite);
    await expect(card(visitor, 4).getByRole("heading")).toHaveText(original(4).question);
    await expect(card(visitor, 4)).toContainText(original(4).answer);
    await visitor.context().close();
  });

  test("checks the draft before saving: empty and over-long text get a message and nothing is sent", async ({
    page,
    faqSite,
  }) => {
    await signInAs(page, faqSite.auth.token({ role: "editor" }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    let patches = 0;
    page.on("request", (request) => {
      if (request.method() === "PATCH") patches++;
    });
    await page.getByRole("button", { name: "Edit question 5", exact: true }).click();
    const editor = card(page, 5);
    await editor.getByRole("textbox", { name: "Question" }).fill("   ");
    await editor.getByRole("textbox", { name: "Answer" }).fill("x".repeat(3001));
    await editor.getByRole("button", { name: "Save question 5", exact: true }).click();
    await expect(editor.getByText("Enter the question.")).toBeVisible();
    await expect(editor.getByText("The answer must be at most 3000 characters (it has 3001).")).toBeVisible();
    await expect(editor.getByRole("textbox", { name: "Question" })).toBeFocused();
    await expect(editor.getByRole("textbox", { name: "Question" })).toHaveAttribute("aria-invalid", "true");
    expect(patches).toBe(0);
  });

  test("a save the backend refuses (a forged token) shows the error and keeps the draft", async ({
    page,
    browser,
    faqSite,
  }) => {
    // Signed with a key the JWKS does not list, claiming the editor role: the UI shows the controls (it only reads
    // the claims), the function's signature check refuses the write.
    await signInAs(page, faqSite.auth.token({ role: "editor", signWith: faqSite.auth.strangerKey }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Edit question 6", exact: true }).click();
    const editor = card(page, 6);
    const draft = "A forged token must not be able to save this answer, and the draft must stay.";
    await editor.getByRole("textbox", { name: "Answer" }).fill(draft);
    await editor.getByRole("button", { name: "Save question 6", exact: true }).click();
    await expect(editor.getByRole("alert")).toContainText(
      /invalid or has expired.*Nothing was saved; your draft is kept/,
    );
    await expect(editor.getByRole("textbox", { name: "Answer" })).toHaveValue(draft);

    const visitor = await visitorPage(browser, faqSite);
    await expect(card(visitor, 6)).toContainText(original(6).answer);
    await visitor.context().close();
  });

  test("a save while the backend is down shows the error, keeps the draft, and succeeds once it is back", async ({
    page,
    browser,
    faqSite,
  }) => {
    await signInAs(page, faqSite.auth.token({ role: "editor" }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Edit question 7", exact: true }).click();
    const editor = card(page, 7);
    const draft = "Kept through an outage: this answer is saved once the backend is back.";
    await editor.getByRole("textbox", { name: "Answer" }).fill(draft);

    await faqSite.stopBackend();
    try {
      await editor.getByRole("button", { name: "Save question 7", exact: true }).click();
      await expect(editor.getByRole("alert")).toHaveText(/Could not reach the server.*draft is kept/);
      await expect(editor.getByRole("textbox", { name: "Answer" })).toHaveValue(draft);
    } finally {
      await faqSite.startBackend();
    }
    await editor.getByRole("button", { name: "Save question 7", exact: true }).click();
    await expect(editor.getByRole("textbox")).toHaveCount(0);
    await expect(editor).toContainText(draft);

    const visitor = await visitorPage(browser, faqSite);
    await expect(card(visitor, 7)).toContainText(draft);
    await visitor.context().close();
  });

  test("markup saved in a FAQ is shown as text to visitors, never run", async ({ page, browser, faqSite }) => {
    await signInAs(page, faqSite.auth.token({ role: "editor" }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Edit question 8", exact: true }).click();
    const editor = card(page, 8);
    const question = "<b>Which roles?</b>";
    const answer = '<img src="x" onerror="window.__injected=1"><script>window.__injected=2</script> Shown as text.';
    await editor.getByRole("textbox", { name: "Question" }).fill(question);
    await editor.getByRole("textbox", { name: "Answer" }).fill(answer);
    await editor.getByRole("button", { name: "Save question 8", exact: true }).click();
    await expect(editor.getByRole("textbox")).toHaveCount(0);

    const visitor = await visitorPage(browser, faqSite);
    await expect(card(visitor, 8).getByRole("heading")).toHaveText(question);
    await expect(card(visitor, 8)).toContainText(answer);
    await expect(card(visitor, 8).locator("b, img, script")).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await visitor.context().close();
  });

  test("a signed-in member of staff who is not an editor sees no edit control", async ({ page, faqSite }) => {
    await signInAs(page, faqSite.auth.token({ email: "staff@example.com" }));
    await page.goto(`${faqSite.url}/faqs`);
    await waitForHydration(page);
    await expect(page.getByText(/not an editor/)).toBeVisible();
    await expect(page.getByRole("button", { name: /edit question/i })).toHaveCount(0);
  });
});
