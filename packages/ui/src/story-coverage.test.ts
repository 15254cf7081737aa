// Every component and section file of the design system has its stories.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { guidance } from "./docs/guidance.ts";

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

/** Story titles of the design system's story files (`title: "…"` of each meta). */
function storyTitles(): string[] {
  return componentFiles().flatMap((file) => {
    const story = path.join(here, file.replace(/\.tsx$/, ".stories.tsx"));
    if (!existsSync(story)) return [];
    const title = /^\s{2}title: "([^"]+)",$/m.exec(readFileSync(story, "utf8"))?.[1];
    return title ? [title] : [`(no title in ${path.basename(story)})`];
  });
}

describe("every component docs page has its guidance", () => {
  it.each(storyTitles())("%s: status, when to use and not, content, keyboard and roles", (title) => {
    const entry = guidance[title];
    expect(entry, `add "${title}" to packages/ui/src/docs/guidance.ts`).toBeDefined();
    for (const field of ["use", "avoid", "content", "keyboard", "roles"] as const) {
      expect(entry?.[field].length, `${title}: ${field}`).toBeGreaterThan(3);
    }
  });

  it("has no guidance for a component that no longer exists", () => {
    expect(Object.keys(guidance).sort()).toEqual([...new Set(storyTitles())].sort());
  });
});
