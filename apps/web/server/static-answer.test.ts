// A file of the build as the site server sends it: precompressed or compressed on the fly, 304 on a matching ETag,
// and the whole of a file that vanishes while it is sent.
import { randomBytes } from "node:crypto";
import { unlinkSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetText, siteForTests } from "./test-site.ts";

const site = siteForTests();

describe("a file sent", () => {
  it("sends precompressed gzip and immutable caching for hashed assets", async () => {
    const res = await fetch(`${site.base}/assets/app-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toHaveLength(assetText.length);
  });

  it("compresses with brotli on the fly when no precompressed file exists", async () => {
    const res = await fetch(`${site.base}/about`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("About");
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await fetch(`${site.base}/about`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await fetch(`${site.base}/about`, { headers: { "if-none-match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("survives a file that vanishes while it is being sent", async () => {
    const big = randomBytes(8 * 1024 * 1024);
    writeFileSync(join(site.root, "assets/big-abc123.png"), big);
    const received = await new Promise<number>((done, fail) => {
      get(`${site.base}/assets/big-abc123.png`, (res) => {
        expect(res.statusCode).toBe(200);
        unlinkSync(join(site.root, "assets/big-abc123.png"));
        let length = 0;
        res.on("data", (chunk: Buffer) => (length += chunk.length));
        res.on("end", () => done(length));
        res.on("error", fail);
      }).on("error", fail);
    });
    // The file was opened before the answer started: the whole file arrives, and the server goes on serving.
    expect(received).toBe(big.length);
    expect((await fetch(`${site.base}/assets/big-abc123.png`)).status).toBe(404);
    expect((await fetch(`${site.base}/about`)).status).toBe(200);
  });
});
