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
 * This module routes a request; the parts live beside it: site-paths.ts (address to file), static-answer.ts (a file
 * sent), host-rules.ts (`_headers` and `_redirects`) and backend-proxy.ts (the backend's prefix).
 */
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { answerJson, forward, proxyTarget, UNREACHABLE } from "./backend-proxy.ts";
import { hostRules } from "./host-rules.ts";
import { nearestNotFound, normalizePath, resolveFile, splitTarget, trailingSlashTarget } from "./site-paths.ts";
import { send } from "./static-answer.ts";

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

export function createSiteServer(options: SiteServerOptions = {}): Server {
  const root = resolve(options.root ?? defaultRoot);
  const host = hostRules(root);
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
      const headers = host.headers(path);
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
      // A renamed article's old address: its permanent redirect from `_redirects`.
      const moved = host.moved(urlPath);
      if (moved) {
        res.writeHead(301, { ...headers, Location: moved }).end();
        return;
      }
      // Unknown paths: the hosts answer with the nearest 404.html and only the rules that match the requested path; a
      // closed position's address with the status `_redirects` gives it (410 Gone).
      const status = host.status(urlPath) ?? 404;
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
