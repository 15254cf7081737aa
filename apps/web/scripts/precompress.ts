// The build's precompressed copies (`x.br`, brotli 11; `x.gz`, gzip 9) of each text file, for the servers, kept in a
// cache folder between builds by the digest of the file's bytes: a file a build writes again unchanged (a hashed
// asset, a page whose content staff did not touch) gets its copies from the cache instead of compressing again. Brotli
// at its best quality is most of postbuild's time (a seed build: 16.4 of its 19 CPU-seconds, the pages' HTML 14.7),
// and a staff publish, the e2e publish spec's or the new-page proof's rebuild changes few files.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The settings are part of each entry's key: other settings never read an entry written with these. */
const settings = "brotli quality 11, gzip level 9";

/** The cache folder of a build run in `appDir` (ignored by git, lint and formatting). */
export const precompressCacheDir = (appDir: string) => join(appDir, "node_modules/.cache/solvix-precompressed");

/** An entry nobody used for this long is removed by the next build (those of the current build always stay). */
const keepUnusedMs = 7 * 24 * 60 * 60_000;

export interface PrecompressCounts {
  compressed: number;
  reused: number;
}

/**
 * Writes `file.br` and `file.gz` beside each file of `files`, from the cache when it holds this content, and then
 * removes entries unused for a week. A cache entry is written to a temporary name and renamed, so a build running
 * beside this one never reads half of one.
 */
export function precompressFiles(files: Iterable<string>, cacheDir: string): PrecompressCounts {
  mkdirSync(cacheDir, { recursive: true });
  const counts: PrecompressCounts = { compressed: 0, reused: 0 };
  const used = new Set<string>();
  const now = new Date();
  for (const file of files) {
    const body = readFileSync(file);
    const key = createHash("sha256").update(settings).update("\0").update(body).digest("hex");
    const cached = { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) };
    used.add(`${key}.br`).add(`${key}.gz`);
    if (copyCached(cached, file, now)) {
      counts.reused += 1;
      continue;
    }
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    store(cached.br, br);
    store(cached.gz, gz);
    counts.compressed += 1;
  }
  for (const name of readdirSync(cacheDir)) {
    const entry = join(cacheDir, name);
    // A build beside this one may have just renamed or removed it: no stats, nothing to remove.
    const lastUsed = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? now.getTime();
    if (!used.has(name) && now.getTime() - lastUsed > keepUnusedMs) rmSync(entry, { force: true });
  }
  return counts;
}

/** Copies both cached copies beside `file` and marks them used; false when the cache does not hold both. */
function copyCached(cached: { br: string; gz: string }, file: string, now: Date): boolean {
  try {
    for (const entry of [cached.br, cached.gz]) utimesSync(entry, now, now);
    copyFileSync(cached.br, `${file}.br`);
    copyFileSync(cached.gz, `${file}.gz`);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

function store(path: string, bytes: Buffer): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}
