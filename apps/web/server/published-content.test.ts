// The build's read of the published FAQs: a build whose backend is down stops with its message (the real build
// command, against addresses where nothing answers), and the rows it accepts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StoredPosition } from "@solvix/content/position-rules";
import { afterAll, describe, expect, it } from "vitest";
import { publishedLastmods, redirectsFile, sitemapXml } from "../scripts/postbuild.ts";
import { parsePublishedFaqs, parsePublishedPositions, readPublishedContent } from "./published-content.ts";

const appDir = new URL("..", import.meta.url).pathname;
const buildDir = mkdtempSync(join(tmpdir(), "solvix-down-build-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

/** A port that was free a moment ago: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === "object" && address ? address.port : 1;
}

/** `react-router build` as `scripts/pnpm build` runs it, with `env` added. */
function build(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(appDir, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: appDir,
    env: { ...process.env, WEB_BUILD_DIR: buildDir, SITE_LOCAL_BACKEND: "", ...env },
    encoding: "utf8",
    // A hang guard below the test's own (vitest.config.ts): the build stops at its first request, however slowly.
    timeout: 4 * 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, ms: Date.now() - started };
}

describe("a build whose backend is down", () => {
  it("stops with its message when the Supabase project does not answer", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const result = build({ SITE_SUPABASE_URL: url, SITE_SUPABASE_ANON_KEY: "sb_publishable_test" });
    console.log(`build against a project that is down: exit ${result.status} after ${result.ms} ms`);
    expect(result.status).not.toBe(0);
    // The failed part is named: whichever of the three reads failed first.
    expect(result.output).toMatch(
      new RegExp(
        `Could not read the published FAQs, positions and proof from ${url}/functions/v1: the (FAQs|positions|proof): ` +
          "fetch failed: ECONNREFUSED\\. The build stops rather than publish text that may be out of date\\.",
      ),
    );
  });

  it("stops with its message when the database of a local build is down", async () => {
    const port = await closedPort();
    const result = build({ SITE_LOCAL_BACKEND: "1", DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
    console.log(`build against a database that is down: exit ${result.status} after ${result.ms} ms`);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      `Could not read the published FAQs, positions and proof from the database at 127.0.0.1:${port}:`,
    );
    expect(result.output).toContain("ECONNREFUSED");
  });
});

describe("the rows a build accepts", () => {
  const row = { id: 2, question: "Q two?", answer: "Answer two.", updatedAt: "2026-01-02T03:04:05.000Z" };

  it("takes a list answer, sorted by id, and nothing else", () => {
    expect(parsePublishedFaqs({ faqs: [row, { ...row, id: 1 }] }).map((faq) => faq.id)).toEqual([1, 2]);
    for (const body of [{}, { faqs: [] }, { faqs: [{ ...row, updatedAt: "yesterday" }] }, { faqs: [{ id: 1 }] }])
      expect(() => parsePublishedFaqs(body)).toThrow("the answer is not a FAQ list");
  });

  it("gives /faqs the time of its newest row as the sitemap's lastmod", () => {
    const faqs = [row, { ...row, id: 3, updatedAt: "2026-03-04T05:06:07.000Z" }];
    expect(publishedLastmods({ source: "test", faqs, positions: [], proof: [] }).get("/faqs")).toBe(
      "2026-03-04T05:06:07.000Z",
    );
    // Rows older than the page's own words leave the page's date.
    expect(
      publishedLastmods({
        source: "test",
        faqs: [{ ...row, updatedAt: "2020-01-01T00:00:00.000Z" }],
        positions: [],
        proof: [],
      }).size,
    ).toBe(0);
  });

  const position: StoredPosition = {
    slug: "data-analyst",
    title: "Data Analyst",
    location: "Remote",
    type: "Contract",
    description: "Reports and dashboards for staff and clients.",
    tags: ["SQL"],
    validThrough: null,
    countries: ["PH", "ID", "VN", "IN"],
    salary: null,
    benefits: null,
    hours: null,
    timeZone: null,
    datePosted: "2026-11-26T10:00:00.000Z",
    closedAt: null,
    updatedAt: "2026-11-26T10:00:00.000Z",
  };

  it("takes a positions list answer (open and closed), and nothing else", () => {
    const closed = { ...position, slug: "devops-engineer", closedAt: "2026-11-26T11:00:00.000Z" };
    expect(parsePublishedPositions({ positions: [position, closed] })).toEqual([position, closed]);
    expect(parsePublishedPositions({ positions: [] })).toEqual([]);
    for (const body of [
      {},
      { positions: [{ ...position, slug: "Data Analyst" }] },
      { positions: [{ ...position, location: "Mars" }] },
      { positions: [{ ...position, closedAt: "soon" }] },
      { positions: [{ ...position, tags: "SQL" }] },
    ])
      expect(() => parsePublishedPositions(body)).toThrow("the answer is not a list of positions");
  });

  it("puts the open positions in the sitemap and answers the closed ones 410 in _redirects", () => {
    const closed = { ...position, slug: "devops-engineer", closedAt: "2026-11-26T11:00:00.000Z" };
    const published = { source: "test", faqs: [row], positions: [position, closed], proof: [] };
    const sitemap = sitemapXml(published);
    expect(sitemap).toContain("/careers/data-analyst</loc>");
    expect(sitemap).not.toContain("/careers/devops-engineer<");
    // The seed's positions are the database's business now: only what the build read is listed.
    expect(sitemap).not.toContain("/careers/ux-ui-designer<");
    expect(redirectsFile(published)).toBe(
      "# Closed careers positions: gone (410).\n/careers/devops-engineer /careers/404.html 410\n",
    );
  });

  it("refuses a production build with no backend to read from", async () => {
    await expect(readPublishedContent({})).rejects.toThrow(
      "No backend to read the published FAQs, positions and proof from",
    );
  });
});
