import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Source files that ship to the browser: everything but stories, story fixtures, tests and docs. */
function shippedFiles(dir = here): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "docs" || entry.name === "__screenshots__" ? [] : shippedFiles(full);
    const shipped =
      /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) && !entry.name.startsWith("story-");
    return shipped ? [full] : [];
  });
}

// A value import of the content package would put zod and every page's data into the site's first-load JavaScript.
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*from\s+["']@solvix\/content[^"']*["']/m;
const FORBIDDEN = /from\s+["'](zod|@supabase\/[^"']+)["']/;

describe("the design system stays presentational", () => {
  const files = shippedFiles();

  it("finds the shipped sources", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => path.relative(here, file)))(
    "%s imports @solvix/content for types only, and no zod",
    (file) => {
      const source = readFileSync(path.join(here, file), "utf8");
      expect(source).not.toMatch(VALUE_IMPORT);
      expect(source).not.toMatch(FORBIDDEN);
    },
  );
});
