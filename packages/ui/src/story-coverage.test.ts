// Every component and section file of the design system has its stories.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { guidance } from "./docs/guidance.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Component and section files of the design system (stories and tests excluded). The parts of one component, in a
 * folder named after it (components/site-header/, sections/savings-calculator/, …), are rendered and screenshotted by
 * that component's stories.
 */
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

/** The staff room's story files (apps/web/app/staff, which .storybook/main.ts also globs). */
function staffStoryFiles(): string[] {
  const staff = path.join(here, "../../../apps/web/app/staff");
  // Files only: each story file's screenshots are in a folder of the same name.
  return readdirSync(staff, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".stories.tsx"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Story titles of the design system's story files and the staff room's (`title: "…"` of each meta). */
function storyTitles(): string[] {
  const designSystem = componentFiles()
    .map((file) => path.join(here, file.replace(/\.tsx$/, ".stories.tsx")))
    .filter((story) => existsSync(story));
  return [...designSystem, ...staffStoryFiles()].map((story) => {
    const title = /^\s{2}title: "([^"]+)",$/m.exec(readFileSync(story, "utf8"))?.[1];
    return title ?? `(no title in ${path.basename(story)})`;
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

/** Story files of the design system. */
function storyFiles(): string[] {
  return ["components", "sections", "illustrations"].flatMap((folder) =>
    readdirSync(path.join(here, folder))
      .filter((file) => file.endsWith(".stories.tsx"))
      .map((file) => path.join(folder, file)),
  );
}

/** A Tailwind breakpoint variant in a class name (`md:grid-cols-2`, `max-sm:hidden`, `min-[480px]:flex`). */
const breakpointVariant = /(?<![\w-])(?:sm|md|lg|xl|2xl|max-(?:sm|md|lg|xl|2xl)|min-\[[^\]]+\]|max-\[[^\]]+\]):[\w[-]/;

/** The design system's source files a file reaches through relative imports, itself included. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/\bfrom\s+["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/g)) {
    const base = path.resolve(path.dirname(file), match[1] ?? match[2] ?? "");
    const target = [base, `${base}.tsx`, `${base}.ts`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    if (target) reached(target, seen);
  }
  return seen;
}

// Stories render at 390 px, and at 1440 px too when their layout changes with the width (vitest.storybook.config.ts):
// those whose components use a breakpoint variant carry the `responsive` tag, and no other.
describe("a story file is tagged responsive exactly when its components change layout with the width", () => {
  it.each(storyFiles())("%s", (file) => {
    const story = path.join(here, file);
    const sources = [...reached(story)].filter(
      // The class merger lists the breakpoints without using them.
      (source) => !source.endsWith(".stories.tsx") && !source.endsWith(path.join("lib", "cn.ts")),
    );
    const responsive = sources.filter((source) => breakpointVariant.test(readFileSync(source, "utf8")));
    const meta = /^ {2}tags: \[([^\]]*)\]/m.exec(readFileSync(story, "utf8"))?.[1] ?? "";
    expect(
      meta.includes('"responsive"'),
      responsive.length
        ? `uses breakpoints (${responsive.map((source) => path.relative(here, source)).join(", ")}): tag its meta "responsive"`
        : 'uses no breakpoint variant: its meta needs no "responsive" tag',
    ).toBe(responsive.length > 0);
  });
});
