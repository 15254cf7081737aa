import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Component and section files of the design system (stories and tests excluded). */
function componentFiles(): string[] {
  return ["components", "sections"].flatMap((folder) =>
    readdirSync(path.join(here, folder))
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".stories.tsx") && !file.endsWith(".test.tsx"))
      .map((file) => path.join(folder, file)),
  );
}

describe("every component of packages/ui has a story", () => {
  it("finds the component files", () => {
    expect(componentFiles().length).toBeGreaterThan(20);
  });

  it.each(componentFiles())("%s has a .stories.tsx beside it", (file) => {
    const story = path.join(here, file.replace(/\.tsx$/, ".stories.tsx"));
    expect(existsSync(story), `missing story: ${path.relative(here, story)}`).toBe(true);
  });
});
