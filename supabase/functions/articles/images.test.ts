// The articles function's image routes under real Deno on PGlite and Postgres 15: editors upload PNG, JPEG and WebP images with alt
// text for a row that exists; SVG, a text file named .png, a damaged image, an image of too many pixels and a file
// over 10 MB are refused with their message; a draft's image is not readable by a visitor (not listed, its bytes
// 404) until the draft is published; only editors upload or change the alt text. The function runs on a stack of its
// own with a stand-in for the project's signing key (tests/function-under-test.ts). Each test makes its own article.
import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { functionUnderTest } from "../../tests/function-under-test.ts";
import { siteOrigin } from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";

const fixture = (name: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/${name}`, import.meta.url)));
const png = fixture("image.png");

/** The PNG fixture claiming another size in its header (the chunk's checksum made right), so only a decode finds out. */
function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = png.slice();
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

let counter = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`;

for (const target of stackTargets()) {
  describe.runIf(target.available)(`images function on ${target.name}`, () => {
    const fn = functionUnderTest(target, "articles");
    let editor: string;
    beforeAll(async () => {
      editor = await fn.sign("editor");
    });

    const headers = (token: string | null) => {
      const out: Record<string, string> = { origin: siteOrigin, apikey: "sb_publishable_test" };
      if (token) out.authorization = `Bearer ${token}`;
      return out;
    };
    const call = async (method: string, path: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${fn.stack.functionsUrl}/${path}`, {
        method,
        headers: { ...headers(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const newArticle = async () => {
      const { status, body } = await call("POST", "articles/desk/article", editor, {
        slug: uniqueSlug("with-images"),
        title: "An article with images",
        summary: "An article that shows a picture.",
        body: "Twenty characters of body text at least.",
        category: "News",
        author: "The Solvix Team",
        tags: ["News"],
        state: "draft",
      });
      expect(status).toBe(201);
      return (body.row as { id: number }).id;
    };
    const upload = async (
      ownerId: number,
      bytes: Uint8Array<ArrayBuffer>,
      name: string,
      alt = "A green field",
      token = editor,
    ) => {
      const form = new FormData();
      form.set("file", new File([bytes], name, { type: "image/png" }));
      form.set("alt", alt);
      const response = await fetch(`${fn.stack.functionsUrl}/articles/images/article/${ownerId}`, {
        method: "POST",
        headers: headers(token),
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const visitorList = async () =>
      ((await call("GET", "articles/images", null)).body.images as { id: number }[]).map((image) => image.id);

    it("takes a PNG, a JPEG and a WebP with their size, and keeps a draft's images from visitors", async () => {
      const owner = await newArticle();
      const ids: number[] = [];
      for (const [name, mime] of [
        ["image.png", "image/png"],
        ["image.jpg", "image/jpeg"],
        ["image.webp", "image/webp"],
      ] as const) {
        const answer = await upload(owner, fixture(name), name);
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.image).toMatchObject({ ownerKind: "article", ownerId: owner, mime, width: 64, height: 48 });
        ids.push((answer.body.image as { id: number }).id);
      }
      const own = await call("GET", `articles/images/article/${owner}`, editor);
      expect((own.body.images as { id: number }[]).map((image) => image.id)).toEqual([...ids].reverse());
      const [first] = ids;
      expect(await visitorList()).not.toContain(first);
      const hidden = await fetch(`${fn.stack.functionsUrl}/articles/images/${first}`, { headers: headers(null) });
      expect(hidden.status).toBe(404);
      await hidden.body?.cancel();
      const forEditor = await fetch(`${fn.stack.functionsUrl}/articles/images/${first}`, { headers: headers(editor) });
      expect(forEditor.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await forEditor.arrayBuffer())).toEqual(png);

      const rows = (await call("GET", "articles/desk/article", editor)).body.rows as Record<string, unknown>[];
      const row = rows.find((candidate) => candidate.id === owner)!;
      const { id: _id, firstPublishedAt: _f, updatedAt: _u, coverImageId: _c, ...fields } = row;
      const save = await call("PATCH", `articles/desk/article/${owner}`, editor, { ...fields, state: "published" });
      expect(save.status, JSON.stringify(save.body)).toBe(200);
      expect(await visitorList()).toEqual(expect.arrayContaining(ids));
      const visible = await fetch(`${fn.stack.functionsUrl}/articles/images/${first}`, { headers: headers(null) });
      expect(visible.status).toBe(200);
      expect(new Uint8Array(await visible.arrayBuffer())).toEqual(png);

      // The cover is saved with the row, only from the row's own images; a save without it keeps it.
      const withCover = await call("PATCH", `articles/desk/article/${owner}`, editor, {
        ...fields,
        state: "published",
        coverImageId: first,
      });
      expect(withCover.status, JSON.stringify(withCover.body)).toBe(200);
      const other = await newArticle();
      const foreign = await call("PATCH", `articles/desk/article/${other}`, editor, {
        ...fields,
        slug: uniqueSlug("other"),
        coverImageId: first,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.fields).toEqual({ coverImageId: expect.any(String) });
      await call("PATCH", `articles/desk/article/${owner}`, editor, { ...fields, state: "published" });
      const live = (await call("GET", "articles", null)).body.articles as {
        slug: string;
        coverImageId: number | null;
      }[];
      expect(live.find((candidate) => candidate.slug === fields.slug)?.coverImageId).toBe(first);
    });

    it("refuses SVG, a renamed text file, a damaged image, too many pixels and more than 10 MB", async () => {
      const owner = await newArticle();
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const refused = async (bytes: Uint8Array<ArrayBuffer>, name: string, status: number, message: RegExp) => {
        const answer = await upload(owner, bytes, name);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        expect(answer.body.error).toMatch(message);
      };
      await refused(svg, "logo.svg", 415, /SVG images are not accepted/);
      await refused(new TextEncoder().encode("Just some notes, not a picture."), "notes.png", 415, /not a PNG, JPEG/);
      await refused(png.subarray(0, png.byteLength - 30), "cut.png", 400, /damaged or incomplete/);
      await refused(pngClaiming(128, 96), "lying.png", 400, /damaged or incomplete/);
      await refused(pngClaiming(9000, 9000), "huge.png", 413, /at most 40 million pixels/);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(png);
      await refused(big, "big.png", 413, /at most 10 MB/);
      const rows = (await call("GET", `articles/images/article/${owner}`, editor)).body.images as unknown[];
      expect(rows).toHaveLength(0);
    });

    it("asks for alt text and an existing row, and lets only editors upload or change the alt text", async () => {
      const owner = await newArticle();
      const noAlt = await upload(owner, png, "image.png", "   ");
      expect(noAlt.status).toBe(400);
      expect(noAlt.body.fields).toEqual({ alt: expect.stringMatching(/alt text/) });
      expect((await upload(999_999_999, png, "image.png")).status).toBe(404);
      expect((await upload(owner, png, "image.png", "A green field", await fn.sign("recruiter"))).status).toBe(403);
      const visitor = await fetch(`${fn.stack.functionsUrl}/articles/images/article/${owner}`, {
        method: "POST",
        headers: headers(null),
        body: new FormData(),
      });
      expect(visitor.status).toBe(401);
      await visitor.body?.cancel();
      const { body } = await upload(owner, png, "image.png");
      const id = (body.image as { id: number }).id;
      const changed = await call("PATCH", `articles/images/${id}`, editor, { alt: "A yellow sun over a green field" });
      expect(changed.status).toBe(200);
      expect(changed.body.image).toMatchObject({ id, alt: "A yellow sun over a green field" });
      expect(
        (await call("PATCH", `articles/images/${id}`, await fn.sign("recruiter"), { alt: "Something else" })).status,
      ).toBe(403);
    });
  });
}
