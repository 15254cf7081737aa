// The articles function's image routes (issue 48), for articles, case studies and proof items:
// GET   /articles/images                  -> 200 {"images":[…]}  the images the caller may read: a visitor (the build)
//                                            those of live rows, an editor all                            (anyone)
// GET   /articles/images/<id>             -> 200 the image's bytes (its own Content-Type); 404 when not readable
// GET   /articles/images/<kind>/<ownerId> -> 200 {"images":[…]}  one row's images, newest first       (editors)
// POST  /articles/images/<kind>/<ownerId> multipart: file, alt -> 201 {"image"}                       (editors)
// PATCH /articles/images/<id>             {alt} -> 200 {"image"}                                      (editors)
// <kind> is `article`, `case-study` or `proof`. An upload is checked by its bytes (image-check.ts): PNG, JPEG or
// WebP, decoded, at most 10 MB (413); SVG and files whose bytes are not what their name says are refused (415). Every
// call runs as the caller's role, so row-level security decides what is readable (images of live rows for visitors).
import type postgres from "postgres";
import { asCaller, type Caller } from "../_shared/auth.ts";
import { isEditor, publishAfterSave, type DeskDeps } from "../_shared/editor-desk.ts";
import { BodyError, fail, json, readBodyBytes, readJsonObject } from "../_shared/http.ts";
import { log } from "../_shared/log.ts";
import { imageColumns, imageOwnerKinds, presentImage, type ImageOwnerKind } from "../_shared/published-images.ts";
import { checkImage, imageLimits, tooLargeMessage } from "./image-check.ts";

const notEditor = "Only signed-in editors can upload and change images.";
const altMissing = "Describe the image for people who cannot see it (alt text).";

/** The alt text of a save: one line, 1 to 300 characters once trimmed; or the message that says what is wrong. */
function parseAlt(value: unknown): { alt: string } | { message: string } {
  if (typeof value !== "string" || value.trim() === "") return { message: altMissing };
  const alt = value.trim().replace(/\s+/g, " ");
  if (alt.length > imageLimits.altMax) return { message: `Keep the alt text to ${imageLimits.altMax} characters.` };
  return { alt };
}

const numericId = (text: string | undefined) => (text && /^[1-9]\d{0,12}$/.test(text) ? Number(text) : null);

/** The image routes: `path` is what follows /articles/images. */
export function createImageRoutes(deps: DeskDeps) {
  const run = <T>(caller: Caller, work: (tx: postgres.TransactionSql) => Promise<T>) =>
    asCaller(deps.sql(), caller, work);

  async function upload(req: Request, caller: Caller, kind: ImageOwnerKind, ownerId: number, headers: Headers) {
    let form: FormData;
    try {
      // The file and the alt text: at most 10 MB of image and a little room for the form's own lines.
      const bytes = await readBodyBytes(req, imageLimits.maxBytes + 64 * 1024, tooLargeMessage);
      const type = req.headers.get("content-type") ?? "";
      if (!type.toLowerCase().startsWith("multipart/form-data")) {
        return fail(
          415,
          "Send the image as a form upload (multipart/form-data) with a file and its alt text.",
          headers,
        );
      }
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      return fail(400, "The upload could not be read: send a file and its alt text as a form.", headers);
    }
    const file = form.get("file");
    if (!(file instanceof File))
      return fail(400, "Choose an image file to upload.", headers, { file: "Choose a file." });
    if (file.size > imageLimits.maxBytes) return fail(413, tooLargeMessage, headers, { file: tooLargeMessage });
    const alt = parseAlt(form.get("alt"));
    if ("message" in alt) return fail(400, alt.message, headers, { alt: alt.message });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = await checkImage(bytes);
    if (!checked.ok) {
      log("info", "image.refused", { kind, status: checked.status });
      return fail(checked.status, checked.message, headers, { file: checked.message });
    }
    try {
      const [row] = await run(
        caller,
        (tx) =>
          tx`insert into public.images ${tx({
            owner_kind: kind,
            owner_id: ownerId,
            mime: checked.mime,
            bytes,
            width: checked.width,
            height: checked.height,
            alt: alt.alt,
          })} returning ${tx.unsafe(imageColumns)}`,
      );
      log("info", "image.uploaded", { kind, ownerId, id: row!.id, bytes: bytes.byteLength });
      return json(201, { image: presentImage(row!) }, headers);
    } catch (error) {
      // Row-level security refuses an upload for a row that does not exist (the caller is an editor).
      if ((error as { code?: string }).code === "42501") {
        return fail(404, `There is no ${kind.replace("-", " ")} with id ${ownerId}: save it first.`, headers);
      }
      throw error;
    }
  }

  async function changeAlt(req: Request, caller: Caller, id: number, headers: Headers) {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, 8 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.message, headers);
      throw error;
    }
    const alt = parseAlt(body.alt);
    if ("message" in alt) return fail(400, alt.message, headers, { alt: alt.message });
    const [row] = await run(
      caller,
      (tx) => tx`update public.images set alt = ${alt.alt} where id = ${id} returning ${tx.unsafe(imageColumns)}`,
    );
    if (!row) return fail(404, `There is no image with id ${id}.`, headers);
    publishAfterSave(deps);
    return json(200, { image: presentImage(row) }, headers);
  }

  async function bytesOf(caller: Caller, id: number, headers: Headers) {
    const [row] = await run(caller, (tx) => tx`select mime, bytes from public.images where id = ${id}`);
    if (!row) return fail(404, "There is no such image, or it is not published.", headers);
    const out = new Headers(headers);
    out.set("Content-Type", row.mime as string);
    out.set("Cache-Control", "no-store");
    out.set("X-Content-Type-Options", "nosniff");
    out.set("Content-Security-Policy", "default-src 'none'");
    return new Response(row.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: out });
  }

  async function route(req: Request, caller: Caller, path: string[], headers: Headers): Promise<Response> {
    const [first, second, extra] = path;
    if (first === undefined) {
      if (req.method !== "GET") return fail(405, "Use GET to list images.", headers);
      const rows = await run(caller, (tx) => tx`select ${tx.unsafe(imageColumns)} from public.images order by id`);
      return json(200, { images: rows.map(presentImage) }, headers);
    }
    const id = numericId(first);
    if (id !== null && second === undefined) {
      if (req.method === "GET") return bytesOf(caller, id, headers);
      if (req.method !== "PATCH") return fail(405, "This method is not used here.", headers);
      if (!isEditor(caller)) return fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
      return changeAlt(req, caller, id, headers);
    }
    const ownerId = numericId(second);
    if (!imageOwnerKinds.includes(first as ImageOwnerKind) || ownerId === null || extra !== undefined) {
      return fail(404, "Not found.", headers);
    }
    if (!isEditor(caller)) return fail(caller.role === "anon" ? 401 : 403, notEditor, headers);
    if (req.method === "POST") return upload(req, caller, first as ImageOwnerKind, ownerId, headers);
    if (req.method !== "GET") return fail(405, "This method is not used here.", headers);
    const rows = await run(
      caller,
      (tx) => tx`select ${tx.unsafe(imageColumns)} from public.images
                  where owner_kind = ${first} and owner_id = ${ownerId} order by id desc`,
    );
    return json(200, { images: rows.map(presentImage) }, headers);
  }

  return route;
}
