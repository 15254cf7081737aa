// netlify.toml, the documented host's configuration (docs/deploying.md), read as Netlify reads it: its build runs a
// script that exists on the Node the project needs, publishes the folder the site's build writes, and serves each
// prefix's not-found page the build prerenders.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "../apps/web/react-router.config.ts";
import { prefixNotFoundPaths } from "../apps/web/app/routes.ts";

const root = new URL("../", import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), "utf8");

interface NetlifyConfig {
  build: { command: string; publish: string; environment?: Record<string, string> };
  redirects?: { from: string; to: string; status?: number; force?: boolean }[];
}

const config = parse(read("netlify.toml")) as unknown as NetlifyConfig;
const rootPackage = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  engines: { node: string };
  packageManager: string;
};

describe("netlify.toml", () => {
  it("builds with a script of the repository that runs the root package.json's build through the pinned pnpm", () => {
    const [shell, file, ...rest] = config.build.command.split(/\s+/);
    expect([shell, rest]).toEqual(["bash", []]);
    expect(existsSync(join(root, file!))).toBe(true);
    const script = read(file!);
    const pnpmScripts = [...script.matchAll(/\bpnpm ([\w:-]+)/g)].map((m) => m[1]);
    expect(pnpmScripts).toContain("build");
    for (const name of pnpmScripts) expect(Object.keys(rootPackage.scripts)).toContain(name);
    for (const [, path] of script.matchAll(/\bnode (\S+)/g)) expect(existsSync(join(root, path!)), path).toBe(true);
    expect(rootPackage.packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
  });

  it("builds on the Node major the project needs (engines, .nvmrc)", () => {
    const major = config.build.environment?.NODE_VERSION;
    expect(rootPackage.engines.node).toMatch(new RegExp(`^>=${major} <`));
    expect(read(".nvmrc").trim()).toBe(major);
  });

  // react-router.config.ts builds into WEB_BUILD_DIR when a test sets it: then the host's folder is not its default.
  it.skipIf(process.env.WEB_BUILD_DIR)("publishes the site's client build", () => {
    expect(existsSync(join(root, "apps/web/package.json"))).toBe(true);
    expect(config.build.publish).toBe(`apps/web/${reactRouterConfig.buildDirectory}/client`);
  });

  it("serves each prefix's not-found page for unknown addresses below it, without hiding a page", () => {
    const expected = prefixNotFoundPaths.map((path) => ({
      from: `${path.slice(0, -"/404".length)}/*`,
      to: `${path}.html`,
      status: 404,
    }));
    expect(config.redirects).toEqual(expected);
  });
});
