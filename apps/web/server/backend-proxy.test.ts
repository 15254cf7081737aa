// The backend's prefix through the site server: forwarded on the normalized path, held while the backend starts,
// 502 and 504 with a clear message, and a visitor who leaves before the backend answers.
import { createServer, request, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "./serve.ts";
import { buildFolder, raw, serveSite } from "./test-site.ts";

let root = "";
let base = "";
let backend: Server;
let backendPort = 0;
const forwarded: string[] = [];
const closing: (() => Promise<void>)[] = [];

beforeAll(async () => {
  root = buildFolder();
  backend = createServer((req, res) => {
    forwarded.push(req.url ?? "");
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  const backendUrl = await listen(backend, 0);
  backendPort = Number(new URL(backendUrl).port);
  const site = await serveSite(root, { proxy: { "/functions/v1/": backendUrl } });
  base = site.base;
  closing.push(site.close);
});
afterAll(async () => {
  await Promise.all(closing.map((close) => close()));
  backend.close();
});

describe("the backend proxy", () => {
  it("forwards the backend prefix to the embedded backend", async () => {
    const res = await fetch(`${base}/functions/v1/send-contact-email?x=1`, { method: "POST", body: "{}" });
    expect(await res.json()).toEqual({ path: "/functions/v1/send-contact-email?x=1", method: "POST" });
  });

  it("matches the backend prefix on the normalized path: encoded dots never reach the backend's root", async () => {
    forwarded.length = 0;
    const escaped = await raw(base, "/functions/v1/%2e%2e/%2e%2e/x", "POST");
    expect(escaped.statusCode).toBe(405);
    const dots = await raw(base, "/functions/v1/faqs/%2E%2E/../../x");
    expect(dots.statusCode).toBe(404);
    const inside = await raw(base, "/functions/v1/faqs/%2e%2e/send-contact-email");
    expect(JSON.parse(inside.body)).toMatchObject({ path: "/functions/v1/send-contact-email" });
    const slash = await raw(base, "/functions/v1/faqs%2F..%2F..%2Fx");
    expect(slash.statusCode).toBe(400);
    expect(forwarded).toEqual(["/functions/v1/send-contact-email"]);
  });

  it("holds a request for a backend still starting, forwards it (body included) once its address is known", async () => {
    let ready: (url: string) => void = () => {};
    const starting = await serveSite(root, { proxy: { "/functions/v1/": new Promise<string>((r) => (ready = r)) } });
    closing.push(starting.close);
    expect((await fetch(`${starting.base}/about`)).status).toBe(200);
    const answer = fetch(`${starting.base}/functions/v1/faqs?x=2`, { method: "POST", body: '{"a":1}' });
    const early = await Promise.race([answer.then(() => "answered"), new Promise((r) => setTimeout(r, 200, "held"))]);
    expect(early).toBe("held");
    ready(`http://127.0.0.1:${backendPort}`);
    expect(await (await answer).json()).toEqual({ path: "/functions/v1/faqs?x=2", method: "POST" });
  });

  it("answers 502 with a clear message when the backend failed to start", async () => {
    const failed = await serveSite(root, { proxy: { "/functions/v1/": Promise.reject(new Error("no Deno")) } });
    closing.push(failed.close);
    const res = await fetch(`${failed.base}/functions/v1/send-contact-email`, { method: "POST", body: "{}" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "The server is not reachable right now. Please try again in a few minutes.",
    });
  });

  it("answers 504 with a clear message when the backend does not answer in time", async () => {
    // A backend that accepts the request and never answers.
    const silent = createServer(() => {});
    const slow = await serveSite(root, { proxy: { "/functions/v1/": await listen(silent, 0) }, proxyTimeoutMs: 300 });
    closing.push(slow.close, async () => {
      silent.closeAllConnections();
      silent.close();
    });
    const started = Date.now();
    const res = await fetch(`${slow.base}/functions/v1/send-contact-email`, { method: "POST", body: "{}" });
    expect(res.status).toBe(504);
    expect((await res.json()) as { error: string }).toEqual({
      error: "The server took too long to answer. Please try again in a few minutes.",
    });
    // The proxy's own limit answered: it waited its 300 ms for the backend first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(299);
  });

  it("survives a visitor who leaves before the backend answers (a cancelled or double-clicked submit)", async () => {
    const late = createServer((_req, res) => setTimeout(() => res.end("{}"), 300));
    const lateSite = await serveSite(root, { proxy: { "/functions/v1/": await listen(late, 0) } });
    closing.push(lateSite.close, async () => {
      late.closeAllConnections();
      late.close();
    });
    await new Promise<void>((done) => {
      const leaving = request(`${lateSite.base}/functions/v1/send-contact-email`, { method: "POST" });
      leaving.on("error", () => done());
      leaving.end("{}");
      setTimeout(() => leaving.destroy(), 100);
    });
    // The backend's answer arrives for a visitor who is gone: it is dropped, and the server goes on serving.
    await new Promise((r) => setTimeout(r, 400));
    expect((await fetch(`${lateSite.base}/about`)).status).toBe(200);
    expect((await fetch(`${lateSite.base}/functions/v1/faqs`)).status).toBe(200);
  });
});
