/**
 * Editors write case studies at /staff/case-studies through the real articles function (Deno, PGlite) behind the
 * site's proxy: a new one previewed live by the case studies page's own card, published (visitors' reads return it),
 * then unpublished after the confirmation (Escape first saves nothing). Fails on a Content-Security-Policy violation
 * (the fixtures' `cspClean`). What a save publishes (the rebuild) is e2e/publish's. Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test("an editor publishes a case study, then unpublishes it after the confirmation", async ({
  page,
  faqSite: site,
}) => {
  const slug = `design-studio-${Date.now().toString(36)}`;
  const stored = async () =>
    (await site.stack.db.query<{ state: string }>("select state from public.case_studies where slug = $1", [slug]))[0];
  const visitorSees = async () => {
    const response = await page.request.get(`${site.url}/functions/v1/articles`);
    return ((await response.json()) as { caseStudies: { slug: string }[] }).caseStudies.some(
      (row) => row.slug === slug,
    );
  };

  await signInAs(page, site.auth.token({ role: "editor", email: "writer@example.com" }));
  await page.goto(`${site.url}/staff/case-studies`);
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Case studies" }).getByRole("listitem").first()).toBeVisible();

  await page.getByRole("button", { name: "Write a case study" }).click();
  const form = page.getByRole("form", { name: "Write a case study" });
  await form.getByRole("textbox", { name: "Address" }).fill(slug);
  await form.getByRole("textbox", { name: "Client" }).fill("Design studio");
  await form.getByRole("textbox", { name: "Location" }).fill("New Zealand");
  await form.getByRole("textbox", { name: "Team in one line" }).fill("3 staff from the Philippines");
  await form.getByRole("spinbutton", { name: "Team size" }).fill("3");
  await form.getByRole("textbox", { name: "Staff countries" }).fill("Philippines");
  await form.getByRole("textbox", { name: "Challenge" }).fill("Too many briefs for a studio of four people.");
  await form.getByRole("textbox", { name: "Solution" }).fill("Three designers in Manila on the studio's own hours.");
  for (const [index, [value, label]] of [
    ["2x", "Briefs a month"],
    ["40%", "Lower cost"],
    ["3 weeks", "To a full team"],
  ].entries()) {
    const result = form.getByRole("group", { name: `Result ${index + 1}` });
    await result.getByRole("textbox", { name: "Value" }).fill(value!);
    await result.getByRole("textbox", { name: "What it measures" }).fill(label!);
  }
  await form.getByRole("textbox", { name: "Industries and topics" }).fill("Design, Philippines");
  const preview = form.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("Design studio, New Zealand")).toBeVisible();
  await expect(preview.getByText("Briefs a month")).toBeVisible();
  await form.getByRole("combobox", { name: "State" }).selectOption("published");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site is rebuilt with it in a few minutes.")).toBeVisible();
  expect(await stored()).toEqual({ state: "published" });
  expect(await visitorSees()).toBe(true);

  const item = page.getByRole("list", { name: "Case studies" }).getByRole("listitem").filter({ hasText: slug });
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit Design studio" });
  await edit.getByRole("combobox", { name: "State" }).selectOption("unpublished");
  await edit.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Unpublish Design studio?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await stored()).toEqual({ state: "published" });

  await edit.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("button", { name: "Unpublish case study" }).click();
  await expect(item).toContainText("Unpublished");
  expect(await stored()).toEqual({ state: "unpublished" });
  expect(await visitorSees()).toBe(false);
});
