// The staff room's navigation on every /staff page: the pages the signed-in roles open, the page shown, the sign-out.
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";
import { expect, signInAs, staffSessionKey, test } from "./fixtures.ts";

test("leads to the sign-in before sign-in, then to the pages the roles open, marks the page shown, and signs out", async ({
  page,
  faqSite,
}) => {
  const nav = page.getByRole("navigation", { name: "Staff pages" });

  // Signed out (and in the prerendered page): the way to the sign-in, and no sign-out.
  await page.goto(`${faqSite.url}/staff/positions`);
  await waitForHydration(page);
  await expect(nav.getByRole("link")).toHaveText(["Sign In"]);
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/staff/sign-in");
  await expect(nav.getByRole("button")).toHaveCount(0);
  await nav.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/staff/sign-in`);
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("aria-current", "page");

  // A recruiter who also edits positions: their two pages, in the content's order; the FAQs are not theirs.
  // A development token handed over in the address (a new document: the page reads it when it loads).
  const token = faqSite.auth.token({ roles: ["positions_editor", "recruiter"], email: "both@example.com" });
  await page.goto("about:blank");
  await page.goto(`${faqSite.url}/staff/sign-in#token=${token}`);
  await waitForHydration(page);
  await expect(nav.getByRole("link")).toHaveText(["Applications", "Positions"]);
  await nav.getByRole("link", { name: "Positions" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/staff/positions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Positions");
  await expect(nav.getByRole("link", { name: "Positions" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Applications" })).not.toHaveAttribute("aria-current", /./);
  await expectNoAxeViolations(page);

  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("link")).toHaveText(["Sign In"]);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), staffSessionKey)).toBeNull();
});

test("shows an editor the FAQ page, where the FAQs are edited", async ({ page, faqSite }) => {
  await signInAs(page, faqSite.auth.token({ role: "editor", email: "editor@example.com" }));
  await page.goto(`${faqSite.url}/staff/applications`);
  // The links follow the session once the page has hydrated. No waiting for a quiet network here: the page leaves the
  // body of the refused list answer (403, not a recruiter) unread, and Chromium never reports that request finished.
  const nav = page.getByRole("navigation", { name: "Staff pages" });
  await expect(nav.getByRole("link")).toHaveText(["FAQs", "Articles", "Case studies", "Proof", "Prices"]);
  await nav.getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(`${faqSite.url}/faqs`);
  await expect(page.getByRole("button", { name: "Edit question 1", exact: true })).toBeVisible();
});
