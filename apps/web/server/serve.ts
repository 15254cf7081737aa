/**
 * A production-like static server for the prerendered build (apps/web/build/client), used by the start
 * command, the end-to-end tests, the budgets and the Lighthouse benchmark. Not `vite preview`, which serves
 * prerendered routes wrongly:
 *   - `/x` serves `/x/index.html`; `/x/` redirects to `/x` (same origin only, query kept as sent); real files are
 *     served as they are;
 *   - unknown paths get the nearest not-found page (`404.html` in the path's folder or the closest one above it, as
 *     Cloudflare Pages serves it: `/sectors/nope` gets `sectors/404.html`) with HTTP 404;
 *   - brotli/gzip (precompressed `.br`/`.gz` files from the build, else compressed on the fly);
 *   - the headers of the build's `_headers` file, applied as the static hosts apply it (server/headers.ts);
 *   - `/functions/v1/` forwarded to the embedded backend, on the normalized path, with an upstream time limit.
 */
import { createReadStream, existsSync, readFileSync, statSync, type ReadStream } from "node:fs";
import { open, stat, type FileHandle } from "node:fs/promises";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { pipeline, type Readable, type Transform } from "node:stream";
import { fileURLToPath } from "node:url";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { defaultRules, matchingHeaders, parseHeadersFile, REVALIDATE, type HeaderRule } from "./headers.ts";

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

export interface SiteServerOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Log each request to stdout. */
  log?: boolean;
  /**
   * Path prefixes forwarded to another local server, e.g. `{ "/functions/v1/": "http://127.0.0.1:54321" }`:
   * the embedded backend answers on the site's own origin, so the build does not depend on its port. A promise is
   * a backend still starting (its address is not known yet): a forwarded request waits for it, a failed start
   * answers 502.
   */
  proxy?: Record<string, string | Promise<string>>;
  /** How long the backend may take to answer before the visitor gets a 504 (milliseconds). */
  proxyTimeoutMs?: number;
}

export const defaultRoot = fileURLToPath(new URL("../build/client", import.meta.url));

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file below root, or undefined when nothing there serves it. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const rel = normalize(urlPath).replace(/^([/\\])+/, "");
  const file = resolve(root, rel);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (extname(file) && (await isFile(file))) return file;
  const index = join(file, "index.html");
  if (await isFile(index)) return index;
  return undefined;
}

/**
 * The not-found file for a URL path: the `404.html` in its folder or the closest folder above it that has one, as
 * Cloudflare Pages looks for it (`/sectors/nope` and `/sectors/nope/x` get `sectors/404.html`, `/nope` gets
 * `404.html`). Undefined when the build has none.
 */
export async function nearestNotFound(root: string, urlPath: string): Promise<string | undefined> {
  const segments = urlPath.split("/").filter(Boolean);
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const file = resolve(root, ...segments.slice(0, depth), "404.html");
    if (file.startsWith(root + sep) && (await isFile(file))) return file;
  }
  return undefined;
}

/** The raw path and query of a request target, exactly as the client sent them. */
function splitTarget(url: string): { rawPath: string; rawQuery: string } {
  const mark = url.indexOf("?");
  return mark < 0 ? { rawPath: url, rawQuery: "" } : { rawPath: url.slice(0, mark), rawQuery: url.slice(mark) };
}

/**
 * The dot-segment-free form of a raw path (`%2e` counts as a dot, as browsers count it), still percent-encoded,
 * always starting with exactly one slash: it can only name a path on this origin.
 */
export function normalizePath(rawPath: string): string {
  const collapsed = "/" + rawPath.replace(/^[/\\]+/, "");
  const { pathname } = new URL(collapsed, "http://site.invalid");
  return "/" + pathname.replace(/^\/+/, "");
}

/**
 * Where `/x/` (one or more trailing slashes) redirects: the same normalized path without them, the query exactly as
 * sent, and never `//host` or `\host` (a browser would leave the site). Undefined when there is nothing to strip.
 */
export function trailingSlashTarget(url: string): string | undefined {
  const { rawPath, rawQuery } = splitTarget(url);
  if (rawPath.length <= 1 || !/[/\\]$/.test(rawPath)) return undefined;
  const path = normalizePath(rawPath).replace(/\/+$/, "") || "/";
  return path + rawQuery;
}

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
function toVisitor(
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

async function send(
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

const UNREACHABLE = "The server is not reachable right now. Please try again in a few minutes.";

function answerJson(res: ServerResponse, status: number, error: string): void {
  if (!res.headersSent) res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ error }));
}

function forward(req: IncomingMessage, res: ServerResponse, target: string, path: string, timeoutMs: number): void {
  const upstream = new URL(path, target);
  const outgoing = httpRequest(
    upstream,
    {
      method: req.method,
      // The backend counts enquiries per client address: pass the visitor's address on.
      headers: { ...req.headers, host: upstream.host, "x-forwarded-for": req.socket.remoteAddress ?? "" },
    },
    (answer) => {
      clearTimeout(timer);
      if (!res.closed && !res.destroyed) res.writeHead(answer.statusCode ?? 502, answer.headers);
      toVisitor(res, () => {}, answer);
    },
  );
  const timer = setTimeout(() => {
    outgoing.destroy();
    answerJson(res, 504, "The server took too long to answer. Please try again in a few minutes.");
  }, timeoutMs);
  outgoing.on("error", () => {
    clearTimeout(timer);
    if (res.writableEnded) return;
    if (res.headersSent) res.destroy();
    else answerJson(res, 502, UNREACHABLE);
  });
  req.pipe(outgoing);
}

/** The proxy target of a request, matched on its normalized path; a path that hides a separator is refused. */
function proxyTarget(
  proxy: Record<string, string | Promise<string>>,
  rawPath: string,
): { target: string | Promise<string>; path: string } | "refused" | undefined {
  const path = normalizePath(rawPath);
  const entry = Object.entries(proxy).find(([prefix]) => path.startsWith(prefix));
  if (!entry) return undefined;
  // An encoded slash or backslash could become a separator again upstream.
  if (/%2f|%5c/i.test(path)) return "refused";
  return { target: entry[1], path };
}

/** The `_headers` rules of a build, or the shared defaults when it has none. */
function loadRules(root: string): HeaderRule[] {
  const file = join(root, "_headers");
  return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : defaultRules();
}

/**
 * The statuses of `_redirects` that name the not-found page (`/careers/x /careers/404.html 410`: a closed position), as
 * Netlify serves them: for a path with no file of its own, 404.html with that status. Other lines are not ours.
 */
export function parseGonePaths(text: string): Map<string, number> {
  const gone = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^(\/\S*)\s+(?:\/[\w-]+)*\/404\.html\s+(404|410)\s*$/.exec(line.trim());
    if (match?.[1] && match[2]) gone.set(match[1], Number(match[2]));
  }
  return gone;
}

function loadGone(root: string): Map<string, number> {
  const file = join(root, "_redirects");
  return existsSync(file) ? parseGonePaths(readFileSync(file, "utf8")) : new Map();
}

/**
 * A file of the build being served now: read again when it is replaced (a rebuild put in place while the server runs,
 * see publish-locally.ts), as a host deploys a new build's headers and redirects with its pages.
 */
function current<T>(root: string, name: string, load: (root: string) => T): () => T {
  const file = join(root, name);
  const version = () => {
    try {
      const info = statSync(file);
      return `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch {
      return "none";
    }
  };
  let seen = version();
  let value = load(root);
  return () => {
    const now = version();
    if (now !== seen) {
      seen = now;
      value = load(root);
    }
    return value;
  };
}

/** The headers a static host would send for a path: every matching rule, repeated values joined as Cloudflare does. */
function hostHeaders(rules: HeaderRule[], path: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, values] of matchingHeaders(rules, path)) headers[name] = values.join(", ");
  // The hosts' own default for what no rule caches.
  headers["cache-control"] ??= REVALIDATE;
  return headers;
}

export function createSiteServer(options: SiteServerOptions = {}): Server {
  const root = resolve(options.root ?? defaultRoot);
  const rules = current(root, "_headers", loadRules);
  const gone = current(root, "_redirects", loadGone);
  const timeoutMs = options.proxyTimeoutMs ?? 30_000;
  // A backend that fails to start is answered per request (502), never an unhandled rejection of the server.
  for (const target of Object.values(options.proxy ?? {})) if (typeof target !== "string") target.catch(() => {});
  return createServer((req, res) => {
    const { rawPath, rawQuery } = splitTarget(req.url ?? "/");
    let proxied: ReturnType<typeof proxyTarget>;
    try {
      proxied = proxyTarget(options.proxy ?? {}, rawPath);
    } catch {
      // A target that is not a URL path at all: answered here, never thrown out of the request handler.
      proxied = "refused";
    }
    if (proxied === "refused") {
      answerJson(res, 400, "This address is not valid.");
      return;
    }
    if (proxied) {
      const { target, path } = proxied;
      if (typeof target === "string") forward(req, res, target, path + rawQuery, timeoutMs);
      else
        target.then(
          (url) => forward(req, res, url, path + rawQuery, timeoutMs),
          () => answerJson(res, 502, UNREACHABLE),
        );
      return;
    }
    void (async () => {
      const path = normalizePath(rawPath);
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(path);
      } catch {
        urlPath = "/\u0000invalid";
      }
      const headers = hostHeaders(rules(), path);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", ...headers }).end();
        return;
      }
      const redirect = trailingSlashTarget(req.url ?? "/");
      if (redirect) {
        res.writeHead(301, { ...headers, Location: redirect }).end();
        return;
      }
      // A decoded slash (`%2F`) or NUL never names a file: only the paths the hosts would serve do.
      const servable =
        !urlPath.includes("\u0000") && (urlPath === "/" || !/[/\\]$/.test(urlPath)) && !/%2f|%5c/i.test(path);
      const file = servable ? await resolveFile(root, urlPath) : undefined;
      if (options.log) console.log(`${req.method} ${path} ${file ? 200 : 404}`);
      if (file && (await send(req, res, file, 200, headers))) return;
      // Unknown paths: the hosts answer with the nearest 404.html and only the rules that match the requested path; a
      // closed position's address with the status `_redirects` gives it (410 Gone).
      const status = gone().get(urlPath) ?? 404;
      const notFound = await nearestNotFound(root, servable ? urlPath : "/");
      if (notFound && (await send(req, res, notFound, status, headers))) return;
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end("Not found");
    })().catch((error: unknown) => {
      console.error("serve: failed to answer", req.url, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal error");
    });
  });
}

export async function listen(server: Server, port: number, host = "127.0.0.1"): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => done());
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return `http://${host}:${actual}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const server = createSiteServer({ log: true });
  const url = await listen(server, port, process.env.HOST ?? "127.0.0.1");
  console.log(`Site served at ${url}`);
}
