// Staff sign-in on the built site: not indexed, token hand-over, and the local development token path.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";
import { expect, staffSessionKey, startLocalSite, test } from "./fixtures.ts";

const mintScript = fileURLToPath(new URL("../../../../supabase/scripts/mint-dev-token.ts", import.meta.url));

// The staff sign-in page of a build without a Supabase project (SITE_SUPABASE_URL empty): e-mail and password
// sign-in needs Supabase's hosted auth server, which cannot run here, so the page offers the labelled
// development-only token path. The tokens come from the test's signing key (see test-auth.ts), standing in for
// supabase/scripts/mint-dev-token.ts and the local key.

test("is not indexed and not linked from the public menus", async ({ page, faqSite }) => {
  await page.goto(`${faqSite.url}/`);
  await waitForHydration(page);
  await expect(page.locator('a[href="/staff/sign-in"]')).toHaveCount(0);
  const html = await (await page.request.get(`${faqSite.url}/staff/sign-in`)).text();
  expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  expect(await (await page.request.get(`${faqSite.url}/robots.txt`)).text()).toContain("Disallow: /staff/");
});

test("without a Supabase project, says so and signs in with a pasted development token", async ({ page, faqSite }) => {
  await page.goto(`${faqSite.url}/staff/sign-in`);
  await waitForHydration(page);
  await expect(page.getByText("No Supabase project is configured for this build")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Development only/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const token = page.getByRole("textbox", { name: "Development token" });
  await token.fill("not a token");
  await page.getByRole("button", { name: "Use development token", exact: true }).click();
  await expect(page.getByText(/That is not a token/)).toBeVisible();
  await expect(token).toHaveAttribute("aria-invalid", "true");

  await token.fill(faqSite.auth.token({ role: "editor", email: "dev-editor@example.com" }));
  await page.getByRole("button", { name: "Use development token", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(
    "Signed in as dev-editor@example.com with a development-only token",
  );
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), staffSessionKey);
  expect(stored).toMatchObject({
    token_type: "bearer",
    user: { email: "dev-editor@example.com", app_metadata: { role: "editor" } },
  });

  // Client-side navigation to the FAQ page: the edit controls appear.
  await page.getByRole("link", { name: "Go to the FAQ page" }).click();
  await expect(page.getByRole("button", { name: "Edit question 1", exact: true })).toBeVisible();

  await page.goto(`${faqSite.url}/staff/sign-in`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Development token" })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), staffSessionKey)).toBeNull();
  await page.goto(`${faqSite.url}/faqs`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /edit question/i })).toHaveCount(0);
});

test("takes a development token from the address and removes it from the address", async ({ page, faqSite }) => {
  await page.goto(
    `${faqSite.url}/staff/sign-in#token=${faqSite.auth.token({ role: "editor", email: "hash@example.com" })}`,
  );
  await waitForHydration(page);
  await expect(page.getByRole("status")).toContainText("Signed in as hash@example.com");
  expect(new URL(page.url()).hash).toBe("");
});

test("tells each signed-in member of staff what their roles let them do, and leads to each role's page", async ({
  page,
  faqSite,
}) => {
  // A new document each time: the page reads a token handed over in the address when it loads.
  const signIn = async (claims: Parameters<typeof faqSite.auth.token>[0]) => {
    await page.goto("about:blank");
    await page.goto(`${faqSite.url}/staff/sign-in#token=${faqSite.auth.token(claims)}`);
    await waitForHydration(page);
    return page.getByRole("status");
  };

  let status = await signIn({ email: "reader@example.com" });
  await expect(status).toContainText("This account has no staff role yet");
  await expect(status.getByRole("link")).toHaveCount(0);

  status = await signIn({ role: "recruiter", email: "recruiter@example.com" });
  await expect(status).toContainText("You can read candidates' applications");
  await expect(status).not.toContainText("no staff role");
  await expect(status.getByRole("link")).toHaveCount(1);
  await status.getByRole("link", { name: "Go to the applications" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/staff/applications`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");

  status = await signIn({ role: "positions_editor", email: "positions@example.com" });
  await expect(status).toContainText("You can add, edit, close and reopen the careers positions.");
  await expect(status.getByRole("link")).toHaveCount(1);
  await status.getByRole("link", { name: "Go to the positions" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/staff/positions`);

  // Several roles at once (app_metadata.roles): one line for each, a link for each page it opens.
  status = await signIn({ roles: ["editor", "recruiter"], email: "both@example.com" });
  await expect(status.getByRole("link")).toHaveText([
    "Go to the FAQ page",
    "Go to the Articles page",
    "Go to the Case studies page",
    "Go to the Proof page",
    "Go to the Prices page",
    "Go to the applications",
  ]);
  await expectNoAxeViolations(page);
  await status.getByRole("link", { name: "Go to the Articles page" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/staff/articles`);
});

test("a token from the development mint script edits a FAQ against the local stack's own development key", async ({
  page,
  browser,
}) => {
  // No test key here: the backend engineer's script signs with the key the local stack keeps in its data folder.
  const site = await startLocalSite();
  try {
    const minted = await promisify(execFile)(process.execPath, [
      mintScript,
      "--data-dir",
      site.stack.dataDir,
      "--email",
      "local-dev@example.com",
    ]);
    await page.goto(`${site.url}/staff/sign-in`);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Development token" }).fill(minted.stdout.trim());
    await page.getByRole("button", { name: "Use development token", exact: true }).click();
    await expect(page.getByRole("status")).toContainText(
      "Signed in as local-dev@example.com with a development-only token",
    );

    await page.getByRole("link", { name: "Go to the FAQ page" }).click();
    await page.getByRole("button", { name: "Edit question 9", exact: true }).click();
    const answer = "Saved through the local development token: five working days, hours aligned with yours.";
    await page.locator("#faq-9").getByRole("textbox", { name: "Answer" }).fill(answer);
    await page.getByRole("button", { name: "Save question 9", exact: true }).click();
    await expect(page.locator("#faq-9").getByRole("textbox")).toHaveCount(0);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${site.url}/faqs`);
    await expect(visitor.locator("#faq-9")).toContainText(answer);
    await visitor.context().close();
  } finally {
    await site.stop();
  }
});
