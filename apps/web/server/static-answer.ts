/**
 * A file of the build as the answer to a request: its type, a weak ETag (304 when it matches), brotli or gzip
 * (precompressed `.br`/`.gz` files from the build, else compressed on the fly) and a stream that a vanished file or a
 * visitor who left ends quietly, never the server.
 */
import { createReadStream, type ReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { extname } from "node:path";
import { pipeline, type Readable, type Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".data",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);

function pickEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

async function openFile(path: string): Promise<FileHandle | undefined> {
  try {
    return await open(path, "r");
  } catch {
    return undefined;
  }
}

/**
 * Streams an open file to the response. The file was opened before the headers went out, so it cannot vanish
 * from under us; a read or compression error still only ends this response, never the server.
 */
function stream(handle: FileHandle, res: ServerResponse, compressor?: Transform): void {
  const source: ReadStream = createReadStream("", { fd: handle, autoClose: true });
  const done = (error: NodeJS.ErrnoException | null) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("serve: stream failed:", error.message);
  };
  if (compressor) toVisitor(res, done, source, compressor);
  else toVisitor(res, done, source);
}

/**
 * `pipeline(...sources, res)`, unless the visitor has already gone (a cancelled navigation, a double-clicked submit):
 * Node's pipeline throws when its last stream is closed, and a throw in a response callback would end the server.
 * The sources are released instead.
 */
export function toVisitor(
  res: ServerResponse,
  done: (error: NodeJS.ErrnoException | null) => void,
  ...sources: [Readable, ...Transform[]]
): void {
  if (res.closed || res.destroyed) {
    for (const source of sources) source.destroy();
    return;
  }
  pipeline([...sources, res], done);
}

/** Sends a file with the given status and headers; false when it cannot be opened (nothing was sent). */
export async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  headers: OutgoingHttpHeaders,
): Promise<boolean> {
  const handle = await openFile(file);
  if (!handle) return false;
  let handed = false;
  try {
    const info = await handle.stat();
    const ext = extname(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader("Content-Type", MIME[ext] ?? "application/octet-stream");
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    if (status === 200) {
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304).end();
        return true;
      }
    }
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req) : undefined;
    if (COMPRESSIBLE.has(ext)) res.setHeader("Vary", "Accept-Encoding");
    if (req.method === "HEAD") {
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.writeHead(status).end();
      return true;
    }
    if (!encoding) {
      res.setHeader("Content-Length", info.size);
      res.writeHead(status);
      handed = true;
      stream(handle, res);
      return true;
    }
    res.setHeader("Content-Encoding", encoding);
    const pre = await openFile(`${file}.${encoding === "br" ? "br" : "gz"}`);
    if (pre) {
      res.setHeader("Content-Length", (await pre.stat()).size);
      res.writeHead(status);
      stream(pre, res);
      return true;
    }
    res.writeHead(status);
    handed = true;
    stream(
      handle,
      res,
      encoding === "br"
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 }),
    );
    return true;
  } finally {
    if (!handed) await handle.close();
  }
}
