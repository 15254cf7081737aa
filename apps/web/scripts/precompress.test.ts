// The build's precompressed copies and their cache: a file written again unchanged gets its copies from the cache, a
// changed one is compressed anew, and both copies always decompress to the file as it is now.
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFiles } from "./precompress.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build's folder with these files (name to text). */
function build(files: Record<string, string>): { dir: string; paths: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "precompress-build-"));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, paths: Object.keys(files).map((name) => join(dir, name)) };
}

/** What the copies beside `path` decompress to. */
const copies = (path: string) => ({
  br: brotliDecompressSync(readFileSync(`${path}.br`)).toString(),
  gz: gunzipSync(readFileSync(`${path}.gz`)).toString(),
});

describe("precompressFiles", () => {
  const page = "<!doctype html><title>Pricing</title>" + "<p>Remote teams, priced per person.</p>".repeat(200);
  const script = "export const answer = 42;\n".repeat(100);

  it("compresses what the cache lacks, and takes the next build's unchanged files from the cache", () => {
    const cache = mkdtempSync(join(tmpdir(), "precompress-cache-"));
    folders.push(cache);
    const first = build({ "index.html": page, "app-1a2b.js": script });
    expect(precompressFiles(first.paths, cache)).toEqual({ compressed: 2, reused: 0 });
    for (const [path, text] of [
      [first.paths[0]!, page],
      [first.paths[1]!, script],
    ] as const)
      expect(copies(path)).toEqual({ br: text, gz: text });

    // The next build: the page changed (a published FAQ), the hashed script did not.
    const changed = page.replace("Pricing", "Pricing, updated");
    const second = build({ "index.html": changed, "app-1a2b.js": script });
    expect(precompressFiles(second.paths, cache)).toEqual({ compressed: 1, reused: 1 });
    expect(copies(second.paths[0]!)).toEqual({ br: changed, gz: changed });
    expect(copies(second.paths[1]!)).toEqual({ br: script, gz: script });
  });

  it("removes entries no build used for a week, and keeps the newer ones", () => {
    const cache = mkdtempSync(join(tmpdir(), "precompress-cache-"));
    folders.push(cache);
    const age = (names: string[], days: number) => {
      const then = new Date(Date.now() - days * 24 * 60 * 60_000);
      for (const name of names) utimesSync(join(cache, name), then, then);
    };
    precompressFiles(build({ "old.html": `${page}<p>old</p>` }).paths, cache);
    const old = readdirSync(cache);
    age(old, 8);
    precompressFiles(build({ "recent.html": `${page}<p>recent</p>` }).paths, cache);
    const recent = readdirSync(cache).filter((name) => !old.includes(name));
    age(recent, 1);

    expect(precompressFiles(build({ "index.html": page }).paths, cache)).toEqual({ compressed: 1, reused: 0 });
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(4);
    expect(kept).toEqual(expect.arrayContaining(recent));
    expect(kept.filter((name) => old.includes(name))).toEqual([]);
  });
});
