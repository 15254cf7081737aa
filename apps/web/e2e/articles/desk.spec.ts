/**
 * Editors write articles at /staff/articles through the real articles function (Deno, PGlite) behind the site's proxy:
 * a draft with a script, an event handler and a javascript: link, previewed live by the site's own components (all of
 * it inert), saved as a draft that visitors' reads never return; scheduled for next week, still unseen; then published,
 * and its history names who saved it. After each save the page says what it did (a draft or a scheduled row is not on
 * the site yet). An account without the role is told so. Every test fails on a Content-Security-Policy violation (the
 * fixtures' `cspClean`). What a save publishes (the rebuild) is e2e/publish's. Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test("an editor writes a draft, previews it inert, saves it unseen by visitors, schedules it, then publishes it", async ({
  page,
  faqSite: site,
}) => {
  const slug = `onboarding-${Date.now().toString(36)}`;
  const stored = async () =>
    (
      await site.stack.db.query<{ state: string; title: string }>(
        "select state, title from public.articles where slug = $1",
        [slug],
      )
    )[0];
  const visitorSees = async () => {
    const response = await page.request.get(`${site.url}/functions/v1/articles`);
    return ((await response.json()) as { articles: { slug: string }[] }).articles.some((row) => row.slug === slug);
  };

  await signInAs(page, site.auth.token({ role: "editor", email: "writer@example.com" }));
  await page.goto(`${site.url}/staff/articles`);
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Write an article" }).click();
  const form = page.getByRole("form", { name: "Write an article" });
  await form.getByRole("textbox", { name: "Address" }).fill(slug);
  await form.getByRole("textbox", { name: "Title" }).fill("Onboarding a remote hire");
  await form.getByRole("textbox", { name: "Summary" }).fill("A first-month plan for a new remote team member.");
  await form
    .getByRole("textbox", { name: "Body" })
    .fill(
      '## Week one\n\nMeet the team. <script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">\n\n[Click](javascript:window.hacked=3) and [read more](https://example.com/guide).',
    );
  const preview = form.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Week one" })).toBeVisible();
  await expect(preview.locator("script, img, [onerror]")).toHaveCount(0);
  await expect(preview.getByRole("link")).toHaveCount(1);
  await expect(preview.getByRole("link", { name: "read more" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(preview).toContainText("Click and read more");
  await form.getByRole("textbox", { name: "Category" }).fill("Remote Teams");
  await form.getByRole("textbox", { name: "Author" }).fill("The Solvix Team");
  await form.getByRole("textbox", { name: "Tags" }).fill("Onboarding, Remote Teams");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  // The page says what the save did: a draft is not on the site.
  await expect(page.getByText("Saved as a draft. The site shows it once it is published.")).toBeVisible();
  expect(await stored()).toEqual({ state: "draft", title: "Onboarding a remote hire" });
  expect(await visitorSees()).toBe(false);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  const item = page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: slug });
  await expect(item).toContainText("Draft");
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit Onboarding a remote hire" });
  // Scheduled for a week from now: saved, and not on the site before its time.
  await edit.getByRole("combobox", { name: "State" }).selectOption("scheduled");
  const nextWeek = new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);
  await edit.getByLabel("Publish at").fill(nextWeek);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site shows it from the time set.")).toBeVisible();
  await expect(item).toContainText("Scheduled");
  expect(await stored()).toMatchObject({ state: "scheduled" });
  expect(await visitorSees()).toBe(false);

  await item.getByRole("button", { name: "Edit" }).click();
  await edit.getByRole("combobox", { name: "State" }).selectOption("published");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site is rebuilt with it in a few minutes.")).toBeVisible();
  await expect(item).toContainText("Published");
  expect(await stored()).toMatchObject({ state: "published" });
  expect(await visitorSees()).toBe(true);

  await item.getByRole("button", { name: "History" }).click();
  await expect(item.getByRole("list", { name: "Saved versions, newest first" }).getByRole("listitem")).toHaveCount(3);
  await expect(item.getByRole("list", { name: "Saved versions, newest first" })).toContainText("writer@example.com");
});

test("an account without the editor role is told so", async ({ page, faqSite: site }) => {
  await signInAs(page, site.auth.token({ role: "recruiter", email: "recruiter@example.com" }));
  await page.goto(`${site.url}/staff/articles`);
  await waitForHydration(page);
  await expect(
    page.getByText("This account is not an editor: ask an administrator to give it the editor role."),
  ).toBeVisible();
});
