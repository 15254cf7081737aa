/**
 * Positions editors run the careers positions at /staff/positions, through the real submit-application function
 * (Deno, PGlite) behind the site's proxy: the seeded positions listed, a position added through the form (a bad
 * address answered with its message first), edited, closed (after a confirmation dialog, driven from the keyboard and
 * checked with axe while open) and opened again, each stored; an account without the role is told so in the dialog and
 * changes nothing. Every test fails on a Content-Security-Policy violation (the fixtures' `cspClean`). Supabase Auth cannot run here: tokens are signed by the test's key
 * (faq/test-auth.ts). What a save publishes (the rebuild) is e2e/publish's. Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test("a positions editor adds, edits, closes and reopens a position", async ({ page, faqSite: site }) => {
  const slug = `qa-analyst-${Date.now().toString(36)}`;
  const stored = async () =>
    (
      await site.stack.db.query<{ title: string; closed_at: Date | null; tags: string[] }>(
        "select title, closed_at, tags from public.positions where slug = $1",
        [slug],
      )
    )[0];

  await signInAs(page, site.auth.token({ role: "positions_editor", email: "careers@example.com" }));
  await page.goto(`${site.url}/staff/positions`);
  await waitForHydration(page);
  const open = page.getByRole("region", { name: "Open positions" });
  await expect(open.getByRole("listitem")).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add a position" }).click();
  const form = page.getByRole("form", { name: "Add a position" });
  await form.getByRole("textbox", { name: "Address" }).fill("QA Analyst");
  await form.getByRole("textbox", { name: "Title" }).fill("QA Analyst");
  await form.getByRole("combobox", { name: "Type" }).selectOption("Part-time");
  await form
    .getByRole("textbox", { name: "Description" })
    .fill("Test our client and candidate platforms before each release.");
  await form.getByRole("textbox", { name: "Skills" }).fill("Playwright, TypeScript");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Use lowercase letters, digits and single hyphens, e.g. data-analyst")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Address" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(await stored()).toBeUndefined();

  await form.getByRole("textbox", { name: "Address" }).fill(slug);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site is rebuilt with it in a few minutes.")).toBeVisible();
  await expect(open.getByRole("listitem")).toHaveCount(4);
  expect(await stored()).toMatchObject({ title: "QA Analyst", closed_at: null, tags: ["Playwright", "TypeScript"] });

  await open.getByRole("button", { name: "Edit QA Analyst" }).click();
  const edit = page.getByRole("form", { name: "Edit QA Analyst" });
  await edit.getByRole("textbox", { name: "Title" }).fill("Senior QA Analyst");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(open.getByRole("listitem").filter({ hasText: "Senior QA Analyst" })).toHaveCount(1);

  // Closing asks first: Enter on the button opens the confirmation with focus on Cancel; Escape cancels.
  const closeButton = open.getByRole("button", { name: "Close position Senior QA Analyst" });
  await closeButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Close Senior QA Analyst?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(/answers 'gone'/);
  // The page behind does not scroll: the stylesheet's lock, not an injected <style> (which the policy would refuse).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close position" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(closeButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
  expect((await stored())?.closed_at).toBeNull();
  // Space opens it again; the confirm button closes the position.
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const closed = page.getByRole("region", { name: "Closed positions" });
  await expect(closed.getByRole("listitem").filter({ hasText: "Senior QA Analyst" })).toHaveCount(1);
  await expect(open.getByRole("listitem")).toHaveCount(3);
  expect((await stored())?.closed_at).toBeTruthy();

  await closed.getByRole("button", { name: "Open again Senior QA Analyst" }).click();
  await expect(open.getByRole("listitem").filter({ hasText: "Senior QA Analyst" })).toHaveCount(1);
  expect(await stored()).toMatchObject({ title: "Senior QA Analyst", closed_at: null });
});

test("an account without the role is told so and changes nothing", async ({ page, faqSite: site }) => {
  await signInAs(page, site.auth.token({ role: "recruiter", email: "recruiter@example.com" }));
  await page.goto(`${site.url}/staff/positions`);
  await waitForHydration(page);
  const open = page.getByRole("region", { name: "Open positions" });
  await open.getByRole("button", { name: "Close position DevOps Engineer" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Close DevOps Engineer?" });
  await dialog.getByRole("button", { name: "Close position" }).click();
  // The refusal is said in the dialog, which stays open.
  await expect(dialog.getByRole("alert")).toContainText("This account is not a positions editor");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const [row] = await site.stack.db.query<{ closed_at: Date | null }>(
    "select closed_at from public.positions where slug = 'devops-engineer'",
  );
  expect(row?.closed_at).toBeNull();
});
