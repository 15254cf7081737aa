/**
 * A production-like static server for the prerendered build (apps/web/build/client), used by the start
 * command, the end-to-end tests, the budgets and the Lighthouse benchmark. Not `vite preview`, which serves
 * prerendered routes wrongly:
 *   - `/x` serves `/x/index.html`; `/x/` redirects to `/x`; real files are served as they are;
 *   - unknown paths get the prerendered not-found page with HTTP 404;
 *   - brotli/gzip (precompressed `.br`/`.gz` files from the build, else compressed on the fly);
 *   - immutable caching for hashed assets, revalidation (ETag) for documents;
 *   - the same security headers as the static host's `_headers` file (server/headers.ts).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { cacheControlFor, securityHeaders, type HeaderOptions } from "./headers.ts";

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
  ".woff2": "font/woff2",
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

export interface SiteServerOptions extends HeaderOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Log each request to stdout. */
  log?: boolean;
  /**
   * Path prefixes forwarded to another local server, e.g. `{ "/functions/v1/": "http://127.0.0.1:54321" }`:
   * the embedded backend answers on the site's own origin, so the build does not depend on its port.
   */
  proxy?: Record<string, string>;
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

function pickEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  urlPath: string,
  headers: Record<string, string>,
): Promise<void> {
  const info = await stat(file);
  const ext = extname(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader("Content-Type", MIME[ext] ?? "application/octet-stream");
  res.setHeader("Cache-Control", status === 404 ? "no-store" : cacheControlFor(urlPath));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (status === 200) {
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304).end();
      return;
    }
  }
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req) : undefined;
  if (COMPRESSIBLE.has(ext)) res.setHeader("Vary", "Accept-Encoding");
  if (req.method === "HEAD") {
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.writeHead(status).end();
    return;
  }
  if (!encoding) {
    res.setHeader("Content-Length", info.size);
    res.writeHead(status);
    createReadStream(file).pipe(res);
    return;
  }
  res.setHeader("Content-Encoding", encoding);
  const pre = `${file}.${encoding === "br" ? "br" : "gz"}`;
  if (await isFile(pre)) {
    res.setHeader("Content-Length", (await stat(pre)).size);
    res.writeHead(status);
    createReadStream(pre).pipe(res);
    return;
  }
  res.writeHead(status);
  const compressor =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  createReadStream(file).pipe(compressor).pipe(res);
}

function forward(req: IncomingMessage, res: ServerResponse, target: string): void {
  const upstream = new URL(req.url ?? "/", target);
  const outgoing = httpRequest(
    upstream,
    {
      method: req.method,
      // The backend counts enquiries per client address: pass the visitor's address on.
      headers: { ...req.headers, host: upstream.host, "x-forwarded-for": req.socket.remoteAddress ?? "" },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on("error", () => {
    if (!res.headersSent) {
      res.writeHead(502, { "Content-Type": "application/json; charset=utf-8" });
    }
    res.end(JSON.stringify({ error: "The server is not reachable right now. Please try again in a few minutes." }));
  });
  req.pipe(outgoing);
}

export function createSiteServer(options: SiteServerOptions = {}): Server {
  const root = resolve(options.root ?? defaultRoot);
  const headers = securityHeaders(options);
  return createServer((req, res) => {
    // Read per request: a test can point the backend elsewhere (e.g. at a stopped server) while the site runs.
    const proxied = Object.entries(options.proxy ?? {}).find(([prefix]) => req.url?.startsWith(prefix));
    if (proxied) {
      forward(req, res, proxied[1]);
      return;
    }
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        urlPath = "/\u0000invalid";
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", ...headers }).end();
        return;
      }
      if (urlPath.length > 1 && urlPath.endsWith("/")) {
        const target = urlPath.replace(/\/+$/, "") + url.search;
        res.writeHead(301, { Location: encodeURI(target), ...headers }).end();
        return;
      }
      const file = urlPath.includes("\u0000") ? undefined : await resolveFile(root, urlPath);
      const notFound = (await resolveFile(root, "/404")) ?? join(root, "404.html");
      if (options.log) console.log(`${req.method} ${url.pathname} ${file ? 200 : 404}`);
      if (file) await send(req, res, file, 200, urlPath, headers);
      else if (await isFile(notFound)) await send(req, res, notFound, 404, urlPath, headers);
      else res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end("Not found");
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
  const server = createSiteServer({ log: true, backendOrigin: process.env.SITE_SUPABASE_URL });
  const url = await listen(server, port, process.env.HOST ?? "127.0.0.1");
  console.log(`Site served at ${url}`);
}
