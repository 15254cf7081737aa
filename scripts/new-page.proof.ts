// Proof that a new page is one command: run `new-page` in a throw-away copy of the repository, then typecheck the
// content package, build the site and run the unit tests that reach the new entry there.
/**
 * The copy holds the working tree's files (tracked and untracked, not ignored; screenshots left out) and links to the
 * installed packages, so nothing is installed or downloaded: the repository's own node_modules is linked whole, and
 * each workspace package's node_modules is rebuilt from links, pointing workspace packages (`@solvix/*`) at the copy's
 * folders so the build reads the copy's content. Run with `npm test -- --only=new-page`.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = realpathSync(new URL("..", import.meta.url).pathname);
const copy = mkdtempSync(join(realpathSync(tmpdir()), "solvix-new-page-"));
const workspaces = ["apps/web", "packages/content", "packages/ui", "supabase"];
const seconds: Record<string, number> = {};

/** The repository's own install as pnpm left it: its state file and each workspace's command shims. */
function installState(): Record<string, string> {
  const state: Record<string, string> = {};
  const read = (file: string) => {
    if (existsSync(file)) state[relative(root, file)] = readFileSync(file, "utf8");
  };
  read(join(root, "node_modules/.pnpm-workspace-state-v1.json"));
  for (const workspace of ["", ...workspaces]) {
    const bin = join(root, workspace, "node_modules/.bin");
    if (existsSync(bin)) for (const name of readdirSync(bin)) read(join(bin, name));
  }
  return state;
}

/** A fresh shell's environment: no Vitest worker variables, no NODE_ENV=test leaking into the build, no colours. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST"),
);
delete env.FORCE_COLOR;
env.NO_COLOR = "1";
// The copy's install is the repository's (linked), so pnpm must not install before it runs a script: its state file
// would say the copy's folders and the installs no longer match, and its install would write the copy's paths into
// the repository's own state file and its workspaces' `.bin` shims (they are links to the repository's folders), which
// point into a deleted folder once the copy is gone.
env.pnpm_config_verify_deps_before_run = "false";
env.PATH = [join(copy, "node_modules/.bin"), dirname(process.execPath), process.env.PATH].join(":");

function step(name: string, command: string, args: string[]): string {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: copy, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  seconds[name] = (Date.now() - started) / 1000;
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) {
    throw new Error(`${name} failed in the copy (${command} ${args.join(" ")}):\n${output.slice(-6000)}`);
  }
  return output;
}

/** A link in the copy for each entry of a workspace package's node_modules. */
function linkModules(dir: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(dir)) {
    const from = join(dir, name);
    if (name.startsWith("@") && !lstatSync(from).isSymbolicLink()) {
      linkModules(from, join(target, name));
      continue;
    }
    const real = realpathSync(from);
    const inWorkspace = real.startsWith(`${root}/`) && !relative(root, real).split("/").includes("node_modules");
    symlinkSync(inWorkspace ? join(copy, relative(root, real)) : real, join(target, name));
  }
}

function makeCopy(): void {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0")) {
    if (!file || file.includes("__screenshots__/") || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  for (const workspace of workspaces) {
    const modules = join(root, workspace, "node_modules");
    if (existsSync(modules)) linkModules(modules, join(copy, workspace, "node_modules"));
  }
}

describe("a new sector page in one command", () => {
  const client = join(copy, "apps/web/build/client");
  const html = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

  let installedBefore: Record<string, string> = {};

  beforeAll(() => {
    installedBefore = installState();
    const started = Date.now();
    makeCopy();
    seconds.copy = (Date.now() - started) / 1000;
  });

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
    console.info(
      `new-page proof, seconds: ${Object.entries(seconds)
        .map(([name, value]) => `${name} ${value.toFixed(1)}`)
        .join(", ")}`,
    );
  });

  it("generates and registers /sectors/manufacturing", () => {
    const output = step("generate", process.execPath, [
      "scripts/new-page.ts",
      "sector",
      "manufacturing",
      "Manufacturing",
      "--icon=Factory",
    ]);
    expect(output).toContain("Wrote packages/content/src/landing/manufacturing.ts");
    expect(readFileSync(join(copy, "packages/content/src/landing/index.ts"), "utf8")).toContain("  manufacturing,\n];");
  });

  it("typechecks", () => {
    // The entry and its registration are the only files the generator writes, both in the content package: its
    // tsc sees every type they must meet (the site and the design system read them through those types). The other
    // packages' typecheck is the typecheck gate's, on the repository itself.
    step("typecheck", "tsc", ["-p", "packages/content/tsconfig.json"]);
  });

  // `--force`: turbo replays no cached result, so the build really runs on the copy.
  it("builds, with the page prerendered, in the sitemap and on /sectors (and not on /industries)", () => {
    step("build", "turbo", ["run", "build", "--force", "--output-logs=errors-only"]);
    const page = html("sectors/manufacturing");
    expect(page).toMatch(/<h1[^>]*>[^<]*Manufacturing Outsourcing/);
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/sectors/manufacturing"');
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://www.example.com/sectors/manufacturing</loc>",
    );
    expect(html("sectors")).toContain('href="/sectors/manufacturing"');
    expect(html("industries")).not.toContain('href="/sectors/manufacturing"');
  });

  it("passes the unit tests that reach the new entry", () => {
    // `vitest related`: the unit tests whose imports reach the entry or the list it joined (the content schemas and
    // counts, routes, sitemap, search index, headers of the built pages, the generator's own tests); the others
    // cannot see the change and run in the unit gate. Left to the unit gate too: published-content.test.ts, which
    // reaches the entry only through the site's imports; its two builds against a backend that is down stop at their
    // first read (about 7 CPU-seconds here, for a check the unit gate already makes), and its row parsers read no
    // landing page.
    const output = step("unit", "vitest", [
      "related",
      "--run",
      "--project=unit",
      "--exclude=apps/web/server/published-content.test.ts",
      "packages/content/src/landing/manufacturing.ts",
      "packages/content/src/landing/index.ts",
    ]);
    const passed = Number(/Tests\s+(\d+) passed/.exec(output)?.[1] ?? 0);
    const files = Number(/Test Files\s+(\d+) passed/.exec(output)?.[1] ?? 0);
    console.info(`new-page proof: ${passed} unit tests in ${files} files passed in the copy`);
    expect(passed).toBeGreaterThan(100);
  });

  it("leaves the repository's own install as it was", () => {
    // Nothing in the copy may write through its links: a shim or state file pointing into the deleted copy breaks
    // the developer's next command.
    const after = installState();
    expect(Object.keys(installedBefore).length).toBeGreaterThan(1);
    for (const [file, text] of Object.entries(installedBefore)) expect(after[file], file).toBe(text);
  });
});
