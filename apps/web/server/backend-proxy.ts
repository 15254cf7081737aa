/**
 * The backend's prefix (`/functions/v1/`) forwarded to the embedded backend: matched and forwarded on the normalized
 * path, the visitor's address passed on, a clear JSON error when the backend is unreachable (502) or too slow (504).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { normalizePath } from "./site-paths.ts";
import { toVisitor } from "./static-answer.ts";

export const UNREACHABLE = "The server is not reachable right now. Please try again in a few minutes.";

export function answerJson(res: ServerResponse, status: number, error: string): void {
  if (!res.headersSent) res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ error }));
}

export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  path: string,
  timeoutMs: number,
): void {
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
export function proxyTarget(
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
