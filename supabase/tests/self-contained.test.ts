// The functions deploy from supabase/functions/ alone (the Supabase CLI bundles each function from there), each imports
// only its own folder and _shared/ (what two functions share lives there), and what they copy from packages/content is
// current.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { denoBinary, denoEnv } from "../local/deno.ts";
import { generatedFiles } from "../scripts/generate-content.ts";

const run = promisify(execFile);
const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
const functionsDir = join(supabaseDir, "functions");

/** Every module of a function's import graph, as `deno info --json` resolves it with the function's own deno.json. */
export async function importGraph(fn: string, cwd = supabaseDir, root = functionsDir): Promise<string[]> {
  const { stdout } = await run(
    denoBinary(),
    ["info", "--json", "--config", join(root, fn, "deno.json"), join(root, fn, "index.ts")],
    { cwd, env: { ...process.env, ...denoEnv(supabaseDir), NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const graph = JSON.parse(stdout) as { modules: { specifier: string; error?: string }[] };
  const broken = graph.modules.filter((m) => m.error);
  if (broken.length > 0) throw new Error(`unresolved: ${broken.map((m) => `${m.specifier} (${m.error})`).join(", ")}`);
  return graph.modules.map((m) => m.specifier);
}

/** Local modules outside `root` (npm packages, resolved into a node_modules folder, are not local code). */
export function strayModules(specifiers: string[], root = functionsDir): string[] {
  return specifiers.filter((specifier) => {
    if (specifier.startsWith("npm:") || specifier.startsWith("node:")) return false;
    if (!specifier.startsWith("file://")) return true; // https:, jsr: … are not allowed either
    const path = fileURLToPath(specifier);
    if (path.includes("/node_modules/")) return false;
    return relative(root, path).startsWith("..");
  });
}

/** Modules of another function's folder in `fn`'s graph: a function imports only its own folder and _shared/. */
export function foreignModules(specifiers: string[], fn: string, root = functionsDir): string[] {
  return specifiers.filter((specifier) => {
    if (!specifier.startsWith("file://") || specifier.includes("/node_modules/")) return false;
    const top = relative(root, fileURLToPath(specifier)).split(sep)[0]!;
    return top !== fn && top !== "_shared" && top !== "..";
  });
}

/** Every function: each folder of supabase/functions/ with an index.ts. */
const functionNames = readdirSync(functionsDir).filter((name) => existsSync(join(functionsDir, name, "index.ts")));

describe("self-contained functions", () => {
  it("finds every function", () => {
    expect(functionNames).toEqual(expect.arrayContaining(["send-contact-email", "faqs", "articles", "pricing"]));
  });

  for (const fn of functionNames) {
    it(`${fn}: every local module of the import graph lies under supabase/functions/, in its folder or _shared/`, async () => {
      const graph = await importGraph(fn);
      expect(graph.some((s) => s.endsWith(`/functions/${fn}/index.ts`))).toBe(true);
      expect(strayModules(graph)).toEqual([]);
      expect(foreignModules(graph, fn)).toEqual([]);
    });
  }

  it("deploy rehearsal: every function resolves from a copy of supabase/functions/ alone", async () => {
    // What the Supabase CLI uploads is this folder; a copy elsewhere has nothing of the repository around it.
    const dir = await mkdtemp(join(tmpdir(), "solvix-deploy-"));
    try {
      const copy = join(dir, "functions");
      await cp(functionsDir, copy, { recursive: true, filter: (source) => !source.includes("node_modules") });
      for (const fn of functionNames) {
        const graph = await importGraph(fn, dir, copy);
        expect(graph.filter((s) => s.startsWith("file://") && !s.includes("/node_modules/")).length).toBeGreaterThan(3);
        expect(strayModules(graph, copy), fn).toEqual([]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the check itself flags a module outside supabase/functions/", () => {
    const outside = new URL("../../packages/content/src/contact.ts", import.meta.url).href;
    expect(strayModules([outside, "https://deno.land/std/http/status.ts"])).toEqual([
      outside,
      "https://deno.land/std/http/status.ts",
    ]);
  });

  it("the check itself flags a module of another function's folder", () => {
    const other = new URL("../functions/send-contact-email/form-page.ts", import.meta.url).href;
    const shared = new URL("../functions/_shared/html-page.ts", import.meta.url).href;
    const own = new URL("../functions/submit-application/sent-page.ts", import.meta.url).href;
    expect(foreignModules([other, shared, own], "submit-application")).toEqual([other]);
  });
});

describe("generated from packages/content", () => {
  it("the functions' copy of the enquiry, application, position, article, proof, pricing and attribution rules and words, the staff's time, the open positions, the FAQ limits and supabase/seed.sql are up to date", async () => {
    const files = await generatedFiles();
    expect(Object.keys(files)).toHaveLength(11);
    for (const [file, expected] of Object.entries(files)) {
      const actual = await readFile(file, "utf8").catch(() => "(missing)");
      expect(actual, `${relative(supabaseDir, file)} is stale: run node supabase/scripts/generate-content.ts`).toBe(
        expected,
      );
    }
  });
});
