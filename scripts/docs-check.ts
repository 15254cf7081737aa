/**
 * The docs check (scripts/docs.test.ts, unit gate): what README.md, supabase/README.md and docs/*.md name must exist.
 * - a repository path in a code span or a code block (`apps/web/server/serve.ts`, `scripts/`; in supabase/README.md
 *   also paths below supabase/, `functions/faqs/`); a bare file name (`reader.ts`) must be some file's name;
 * - a relative link (`docs/testing.md`, `../supabase/README.md#secrets`) and its `#anchor` (a heading's GitHub slug);
 * - a package script (`scripts/pnpm bench:lighthouse`, `pnpm --filter @solvix/supabase token:dev`, `npm run lint`,
 *   `npm start`) in the root's or the filtered workspace's package.json;
 * - a gate (`npm test -- --only=unit,e2e`) among the gates scripts/test.ts runs;
 * - a count of the edge functions ("seven Deno edge functions") is the number of folders in supabase/functions;
 * - and a README is at most 1,000 words (as `wc -w` counts them).
 * Generated folders (apps/web/build, .data, …) may be named without existing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";

export const readmeMaxWords = 1000;

/** Folders a doc may name that a build or a run makes, at any depth, as .gitignore names them: a fresh clone has none
 * (apps/web/test-results/ comes with the first e2e run, which may end after the docs check). */
const generated = new Set([
  "build",
  "dist",
  ".react-router",
  "storybook-static",
  ".data",
  ".tools",
  "node_modules",
  "test-results",
  "playwright-report",
  "coverage",
  ".turbo",
]);
/** Not walked when looking for a file by its name. */
const skipDirs = new Set([".git", ...generated]);
/** pnpm's own commands: `pnpm exec …` names no script. */
const pnpmCommands = new Set([
  "add",
  "audit",
  "dlx",
  "exec",
  "install",
  "i",
  "list",
  "ls",
  "outdated",
  "remove",
  "run",
  "update",
  "up",
  "view",
  "why",
  "--version",
]);
const fileExtension = /\.(ts|tsx|js|mjs|md|mdx|sql|json|toml|yaml|yml|sh|css)$/;

export interface Repo {
  root: string;
  /** Every file's name (not its folder), for bare names such as `reader.ts`. */
  fileNames: Set<string>;
  /** package name → its scripts; "" is the root package. */
  scripts: Map<string, Set<string>>;
  gates: Set<string>;
  /** The edge functions: the folders of supabase/functions but the shared ones (`_shared`). */
  functions: string[];
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* walk(join(dir, entry.name));
    } else yield join(dir, entry.name);
  }
}

/** The gate names of scripts/test.ts: its `wanted("…")` calls and its lanes' lists. */
export function gatesOf(testScript: string): Set<string> {
  const gates = new Set([...testScript.matchAll(/wanted\("([\w-]+)"\)/g)].map((m) => m[1]!));
  const lanes = /const laneGates = \{([\s\S]*?)\};/.exec(testScript)?.[1] ?? "";
  for (const m of lanes.matchAll(/"([\w-]+)"/g)) gates.add(m[1]!);
  const build = /const needsBuild = \[([^\]]*)\]/.exec(testScript)?.[1] ?? "";
  for (const m of build.matchAll(/"([\w-]+)"/g)) gates.add(m[1]!);
  return gates;
}

export function readRepo(root: string): Repo {
  const fileNames = new Set<string>();
  for (const file of walk(root)) fileNames.add(posix.basename(file));
  const scripts = new Map<string, Set<string>>();
  const workspaces = [
    "",
    "supabase",
    ...["apps", "packages"].flatMap((d) => readdirSync(join(root, d)).map((n) => `${d}/${n}`)),
  ];
  for (const dir of workspaces) {
    const file = join(root, dir, "package.json");
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, "utf8")) as { name?: string; scripts?: Record<string, string> };
    scripts.set(dir === "" ? "" : (json.name ?? dir), new Set(Object.keys(json.scripts ?? {})));
  }
  const functionsDir = join(root, "supabase/functions");
  const functions = existsSync(functionsDir)
    ? readdirSync(functionsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
        .map((entry) => entry.name)
        .sort()
    : [];
  return { root, fileNames, scripts, gates: gatesOf(readFileSync(join(root, "scripts/test.ts"), "utf8")), functions };
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The text of every code span and code block: where paths and commands are named. */
export function codeOf(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const spans = [...withoutFences(markdown).matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!);
  return [...blocks, ...spans];
}

function exists(repo: Repo, path: string): boolean {
  const clean = path.replace(/\/+$/, "");
  return existsSync(join(repo.root, clean)) || clean.split("/").some((segment) => generated.has(segment));
}

/** A word of code that names a repository path, as it is checked (undefined: not a path). */
function pathProblem(repo: Repo, docDir: string, word: string): string | undefined {
  const token = word
    .replace(/^[("'[]+/, "")
    .replace(/[)"',.;:\]]+$/, "")
    .replace(/^\.\//, "");
  if (!token || /:\/\/|[<>…*{}$=@#?|\\]|^[-/~]|^\.\.|^\w+:/.test(token)) return undefined;
  if (!token.includes("/")) {
    if (!fileExtension.test(token) || /^\d/.test(token)) return undefined;
    return repo.fileNames.has(token) ? undefined : `no file is named ${token}`;
  }
  const first = token.split("/")[0]!;
  const candidates: string[] = [];
  if (existsSync(join(repo.root, first))) candidates.push(token);
  if (docDir && existsSync(join(repo.root, docDir, first))) candidates.push(posix.join(docDir, token));
  if (!candidates.length) return undefined;
  return candidates.some((c) => exists(repo, c)) ? undefined : `no such path: ${token}`;
}

/** Scripts and gates named by the commands in a piece of code. */
function commandProblems(repo: Repo, code: string): string[] {
  const problems: string[] = [];
  const script = (pkg: string, name: string) => {
    const scripts = repo.scripts.get(pkg);
    if (!scripts) problems.push(`no workspace package ${pkg}`);
    else if (!scripts.has(name)) problems.push(`no script "${name}" in ${pkg || "the root"} package.json`);
  };
  const pnpm = /(?:^|[\s`(])(?:scripts\/)?pnpm((?:\s+--filter[=\s]\S+)*)\s+(?:run\s+)?([\w:.-]+)/g;
  for (const m of code.matchAll(pnpm)) {
    const filter = /--filter[=\s](\S+)/.exec(m[1] ?? "")?.[1] ?? "";
    const name = m[2]!;
    if (!pnpmCommands.has(name) && !/^\d/.test(name)) script(filter, name);
  }
  for (const m of code.matchAll(/(?:^|[\s`(])npm\s+(run\s+([\w:.-]+)|start|test)\b/g)) {
    script("", m[2] ?? m[1]!);
  }
  for (const m of code.matchAll(/--only=([\w,-]+)/g)) {
    for (const gate of m[1]!.split(",").filter(Boolean)) {
      if (!repo.gates.has(gate)) problems.push(`no gate "${gate}" in scripts/test.ts`);
    }
  }
  return problems;
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];

/** Counts of the edge functions ("three Deno edge functions") that are not the number there are. */
function functionCountProblems(repo: Repo, markdown: string): string[] {
  const problems: string[] = [];
  const count = new RegExp(`\\b(${numberWords.join("|")}|\\d+)\\s+(?:Deno\\s+)?edge\\s+functions\\b`, "gi");
  for (const m of withoutFences(markdown).matchAll(count)) {
    const word = m[1]!.toLowerCase();
    const said = /^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word);
    if (said !== repo.functions.length) {
      problems.push(`"${m[0]}", but supabase/functions has ${repo.functions.length}: ${repo.functions.join(", ")}`);
    }
  }
  return problems;
}

/** Everything a doc names that does not exist; `file` is relative to the repository's root. */
export function checkDoc(repo: Repo, file: string, markdown: string): string[] {
  const problems: string[] = [];
  const docDir = dirname(file) === "." ? "" : dirname(file);
  for (const code of codeOf(markdown)) {
    for (const word of code.split(/\s+/)) {
      const problem = pathProblem(repo, docDir, word);
      if (problem) problems.push(problem);
    }
    problems.push(...commandProblems(repo, code));
  }
  for (const m of withoutFences(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [path, anchor] = target.split("#") as [string, string | undefined];
    const resolved = path ? posix.normalize(posix.join(docDir, path)) : file;
    if (resolved.startsWith("..") || !existsSync(join(repo.root, resolved))) {
      problems.push(`a link to a missing file: ${target}`);
      continue;
    }
    if (anchor && resolved.endsWith(".md")) {
      const text = resolved === file ? markdown : readFileSync(join(repo.root, resolved), "utf8");
      if (!anchorsOf(text).has(anchor)) problems.push(`a link to a missing heading: ${target}`);
    }
  }
  problems.push(...functionCountProblems(repo, markdown));
  if (/(^|\/)README\.md$/.test(file)) {
    const words = markdown.split(/\s+/).filter(Boolean).length;
    if (words > readmeMaxWords) problems.push(`${words} words, more than ${readmeMaxWords}`);
  }
  return [...new Set(problems)];
}

/** The docs the check reads, relative to the root. */
export function docFiles(root: string): string[] {
  const docs = existsSync(join(root, "docs"))
    ? readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`)
    : [];
  return ["README.md", "supabase/README.md", ...docs.sort()].filter((f) => existsSync(join(root, f)));
}
