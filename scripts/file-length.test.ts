// Files a reader can hold: a source file over 250 lines is split by responsibility, or its opening comment says why it
// is one file ("Over 250 lines: …" or "One file, … on purpose: …"). Generated files (their banner says GENERATED) and
// migrations (applied history, never edited once they have run) are not read.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const limit = 250;
const sources = /\.(ts|tsx|js|mjs|cjs|css|py|sh)$/;

/** The opening comment: the lines before the first line that is neither a comment nor blank. */
function openingComment(text: string): string {
  const lines = text.split("\n");
  const start = lines[0]?.startsWith("#!") ? 1 : 0;
  const comment: string[] = [];
  for (const line of lines.slice(start)) {
    if (!/^\s*(\/\/|\/\*|\*|#|--|$)/.test(line)) break;
    comment.push(line);
  }
  return comment.join("\n");
}

/** Why a text of that many lines is a problem, or null: it is short enough, or its opening comment says why. */
export function lengthProblem(text: string): string | null {
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines <= limit) return null;
  if (/over 250 lines|one file\b/i.test(openingComment(text))) return null;
  return `${lines} lines and no reason in its opening comment`;
}

const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((path) => sources.test(path) && !path.startsWith("supabase/migrations/"))
  .filter((path) => !/^\/\/ GENERATED /m.test(readFileSync(`${root}${path}`, "utf8").slice(0, 300)));

describe("source files over 250 lines", () => {
  it("recognises a long file with and without its reason", () => {
    const body = "const x = 1;\n".repeat(limit);
    expect(lengthProblem(`// A module.\n${body}`)).toMatch(/251 lines/);
    expect(lengthProblem(`// A module.\n// Over 250 lines: one protocol, read together.\n${body}`)).toBeNull();
    expect(lengthProblem(`/**\n * One file, over 250 lines, on purpose: …\n */\n${body}`)).toBeNull();
    // A reason further down is not an opening comment.
    expect(lengthProblem(`// A module.\n${body}// Over 250 lines: late.\n`)).toMatch(/lines/);
    expect(lengthProblem(`// A module.\n${"x;\n".repeat(limit - 1)}`)).toBeNull();
  });

  it("are split by responsibility or say why they are one file", () => {
    const problems = tracked
      .map((path) => [path, lengthProblem(readFileSync(`${root}${path}`, "utf8"))] as const)
      .filter(([, problem]) => problem)
      .map(([path, problem]) => `${path}: ${problem}`);
    expect(problems).toEqual([]);
  });
});
