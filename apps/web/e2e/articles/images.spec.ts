/**
 * Images on the writing desk (issue 48) through the real articles function (Deno, PGlite) behind the site's proxy: an
 * editor saves a draft, then an SVG and a text file named .png are refused with the function's message, a PNG cover
 * and a picture in the body upload (the preview shows them; the body gets its `image:` reference), and the saved
 * cover is the row's; the draft's images are not reachable by a visitor until the article is published. What the
 * rebuild writes (AVIF/WebP files, <picture> in the HTML) is the build's: apps/web/server/image-variants.ts.
 * Desktop only.
 */
import sharp from "sharp";
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { waitForHydration } from "../helpers.ts";

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("an editor adds a cover and a body picture to a draft; visitors reach them only once it is published", async ({
  page,
  faqSite: site,
}) => {
  const slug = `with-a-cover-${Date.now().toString(36)}`;
  const row = async () =>
    (
      await site.stack.db.query<{ id: number; cover_image_id: number | null; body: string }>(
        "select id, cover_image_id, body from public.articles where slug = $1",
        [slug],
      )
    )[0];
  const visitorGets = async (id: number) =>
    (await page.request.get(`${site.url}/functions/v1/articles/images/${id}`)).status();

  await signInAs(page, site.auth.token({ role: "editor", email: "writer@example.com" }));
  await page.goto(`${site.url}/staff/articles`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Write an article" }).click();
  const form = page.getByRole("form", { name: "Write an article" });
  await expect(form.getByRole("group", { name: "Cover image" })).toContainText(
    "Save this draft first, then add its images.",
  );
  await form.getByRole("textbox", { name: "Address" }).fill(slug);
  await form.getByRole("textbox", { name: "Title" }).fill("A cover for a remote team");
  await form.getByRole("textbox", { name: "Summary" }).fill("An article with a cover and a picture.");
  await form.getByRole("textbox", { name: "Body" }).fill("## The team\n\nTwenty characters of body text at least.");
  await form.getByRole("textbox", { name: "Category" }).fill("Remote Teams");
  await form.getByRole("textbox", { name: "Author" }).fill("The Solvix Team");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as a draft. The site shows it once it is published.")).toBeVisible();

  const item = page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: slug });
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit A cover for a remote team" });
  const cover = edit.getByRole("group", { name: "Cover image" });
  const upload = async (group: typeof cover, file: { name: string; mimeType: string; buffer: Buffer }, alt: string) => {
    await group.getByLabel("Image file").setInputFiles(file);
    await group.getByRole("textbox", { name: "Alt text" }).fill(alt);
    await group.getByRole("button", { name: "Upload" }).click();
  };

  await upload(
    cover,
    {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    "A logo",
  );
  await expect(cover.getByRole("status")).toContainText("SVG images are not accepted");
  await upload(
    cover,
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("Just notes, not a picture.") },
    "Notes",
  );
  await expect(cover.getByRole("status")).toContainText("This file is not a PNG, JPEG or WebP image");

  await upload(
    cover,
    { name: "team.png", mimeType: "image/png", buffer: await picture(1600, 900, "#0e7490") },
    "Our team at work",
  );
  await expect(cover.getByRole("status")).toHaveText("Uploaded.");
  await expect(cover.getByRole("img", { name: "Our team at work" })).toBeVisible();

  const body = edit.getByRole("group", { name: "Picture in the body" });
  await upload(
    body,
    { name: "desk.png", mimeType: "image/png", buffer: await picture(800, 600, "#fbbf24") },
    "A desk by a window",
  );
  await expect(edit.getByRole("textbox", { name: "Body" })).toHaveValue(/!\[A desk by a window\]\(image:\d+\)/);
  await expect(
    edit.getByRole("region", { name: "Preview" }).getByRole("img", { name: "A desk by a window" }),
  ).toBeVisible();
  await edit.getByRole("button", { name: "Save" }).click();
  // The form closes once the function has saved the row (the list said "Draft" before the save as well).
  await expect(edit).toBeHidden();
  await expect(item).toContainText("Draft");

  const saved = await row();
  expect(saved?.cover_image_id).not.toBeNull();
  const bodyImage = Number(/image:(\d+)/.exec(saved!.body)?.[1]);
  expect(await visitorGets(saved!.cover_image_id!)).toBe(404);
  expect(await visitorGets(bodyImage)).toBe(404);
  const listed = await page.request.get(`${site.url}/functions/v1/articles/images`);
  expect(((await listed.json()) as { images: { id: number }[] }).images.map((image) => image.id)).not.toContain(
    saved!.cover_image_id,
  );

  await item.getByRole("button", { name: "Edit" }).click();
  const again = page.getByRole("form", { name: "Edit A cover for a remote team" });
  await expect(
    again.getByRole("group", { name: "Cover image" }).getByRole("img", { name: "Our team at work" }),
  ).toBeVisible();
  await again.getByRole("combobox", { name: "State" }).selectOption("published");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(item).toContainText("Published");
  expect((await row())?.cover_image_id).toBe(saved!.cover_image_id);
  expect(await visitorGets(saved!.cover_image_id!)).toBe(200);
  expect(await visitorGets(bodyImage)).toBe(200);
});
