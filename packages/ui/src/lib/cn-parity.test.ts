// Checks the hand-written class merge against tailwind-merge for every utility the repository's sources use.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, variantLength } from "./cn.ts";

const root = new URL("../../../../", import.meta.url).pathname;
const sourceDirs = ["packages/ui/src", "apps/web/app"];
// The merge itself names groups in strings ("inset-x"); they are not utilities.
const skipped = new Set(["packages/ui/src/lib/cn.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__screenshots__" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * tailwind-merge told about this project's Tailwind: the theme's own animations, and Tailwind 4's legacy
 * `bg-gradient-to-*` (an alias of `bg-linear-to-*`, still generated) as a background image.
 */
function referenceMerge() {
  const theme = readFileSync(join(root, "packages/ui/src/styles.css"), "utf8");
  const animations = [...theme.matchAll(/--animate-([a-z0-9-]+):/g)].map((match) => match[1] ?? "");
  return extendTailwindMerge({
    extend: {
      theme: { animate: animations },
      classGroups: { "bg-image": [{ "bg-gradient-to": ["t", "tr", "r", "br", "b", "bl", "l", "tl"] }] },
    },
  });
}

/** Every whitespace-separated word of every string literal that looks like a Tailwind utility. */
function usedUtilities(): string[] {
  const found = new Set<string>();
  const literal = /"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g;
  for (const file of sourceDirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    if (skipped.has(file.slice(root.length))) continue;
    for (const match of readFileSync(file, "utf8").matchAll(literal)) {
      const text = match[1] ?? match[2] ?? match[3] ?? "";
      // Sentences (a capitalised word, punctuation before a space, a final full stop) are copy, not class lists.
      if (/(^|\s)[A-Z][a-z]+\b|[.,;]\s|\.$/.test(text)) continue;
      for (const word of text.split(/\s+/)) {
        if (/^!?-?[a-z][a-z0-9-]*(\[[^\s]*\])?[a-z0-9-./%[\]()#,_=&*>+~:]*$/.test(word) && word.includes("-")) {
          found.add(word.replace(/\$\{.*$/, ""));
        }
      }
    }
  }
  // Utilities a review found mishandled once; kept in the comparison whether or not a source uses them today.
  for (const word of "text-ellipsis text-base/7 border-collapse col-start-2 col-span-2 justify-items-center justify-between bg-[radial-gradient(circle,white,transparent)] text-ink-700 border-ink-200 bg-white".split(
    " ",
  )) {
    found.add(word);
  }
  return [...found].filter(Boolean).sort();
}

describe("cn agrees with tailwind-merge", () => {
  const utilities = usedUtilities();
  const twMerge = referenceMerge();

  it("reads the repository's utilities", () => {
    // A broken reader would make the comparison below vacuous.
    expect(utilities.length).toBeGreaterThan(300);
    expect(utilities).toContain("text-ink-900");
  });

  it("on every ordered pair of used utilities under the same variants", () => {
    const byVariant = new Map<string, string[]>();
    for (const utility of utilities) {
      const variant = utility.slice(0, variantLength(utility));
      byVariant.set(variant, [...(byVariant.get(variant) ?? []), utility]);
    }
    const disagreements: string[] = [];
    for (const group of byVariant.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const expected = twMerge(first, second);
          const actual = cn(first, second);
          if (actual !== expected)
            disagreements.push(`cn("${first}", "${second}") = "${actual}", tailwind-merge: "${expected}"`);
        }
      }
    }
    expect(disagreements.length, disagreements.join("\n")).toBe(0);
  });
});
