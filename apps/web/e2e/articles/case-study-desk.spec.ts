/**
 * Editors write case studies at /staff/case-studies through the real articles function (Deno, PGlite) behind the
 * site's proxy: a new one previewed live by the case studies page's own card, published (visitors' reads return it),
 * then unpublished after the confirmation (Escape first saves nothing); a draft's cover, private until it is published.
 * Fails on a Content-Security-Policy violation (the fixtures' `cspClean`). What a save publishes (the rebuild) is
 * e2e/publish's. Desktop only.
 */
import sharp from "sharp";
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
  await expect(page.getByText("Saved. The site is rebuilt without it in a few minutes.")).toBeVisible();
  await expect(item).toContainText("Unpublished");
  expect(await stored()).toEqual({ state: "unpublished" });
  expect(await visitorSees()).toBe(false);
});

test("an editor gives a draft case study a cover; visitors reach it only once the case study is published", async ({
  page,
  faqSite: site,
}) => {
  const slug = `cover-studio-${Date.now().toString(36)}`;
  const [draft] = await site.stack.db.query<{ id: number }>(
    `insert into public.case_studies (slug, client, location, focus, team_size, team_countries, challenge, solution,
                                      results, tags, state)
     values ($1, 'Cover studio', 'Ireland', '2 staff from India', 2, array['India'],
             'Twenty characters of challenge at least.', 'Twenty characters of solution at least.',
             '[{"value":"1","label":"One"},{"value":"2","label":"Two"},{"value":"3","label":"Three"}]'::jsonb,
             array['Design'], 'draft') returning id`,
    [slug],
  );
  const coverOf = async () =>
    (
      await site.stack.db.query<{ cover_image_id: number | null }>(
        "select cover_image_id from public.case_studies where id = $1",
        [draft!.id],
      )
    )[0]?.cover_image_id;
  const visitorGets = async (id: number) =>
    (await page.request.get(`${site.url}/functions/v1/articles/images/${id}`)).status();

  await signInAs(page, site.auth.token({ role: "editor", email: "writer@example.com" }));
  await page.goto(`${site.url}/staff/case-studies`);
  await waitForHydration(page);
  const item = page.getByRole("list", { name: "Case studies" }).getByRole("listitem").filter({ hasText: slug });
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit Cover studio" });
  const cover = edit.getByRole("group", { name: "Cover image" });
  await expect(cover).toContainText("private until then");
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  await cover.getByLabel("Image file").setInputFiles({ name: "office.png", mimeType: "image/png", buffer: png });
  await cover.getByRole("textbox", { name: "Alt text" }).fill("The client's office in Dublin");
  await cover.getByRole("button", { name: "Upload" }).click();
  await expect(cover.getByRole("status")).toHaveText("Uploaded.");
  await expect(cover.getByRole("img", { name: "The client's office in Dublin" })).toBeVisible();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();

  const id = await coverOf();
  expect(id).not.toBeNull();
  expect(await visitorGets(id!)).toBe(404);

  await item.getByRole("button", { name: "Edit" }).click();
  const again = page.getByRole("form", { name: "Edit Cover studio" });
  await expect(
    again.getByRole("group", { name: "Cover image" }).getByRole("img", { name: "The client's office in Dublin" }),
  ).toBeVisible();
  await again.getByRole("combobox", { name: "State" }).selectOption("published");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(item).toContainText("Published");
  expect(await coverOf()).toBe(id);
  expect(await visitorGets(id!)).toBe(200);
});
