/**
 * The public pages' stylesheet (app/site.css) and the staff pages' own (the design system's whole one): the public one
 * leaves out every staff folder no public page reaches a component of, and in the REAL build
 * (apps/web/build/client) the staff sheet holds every rule of the public one in the same order, so a staff page,
 * which carries both, is drawn as by the staff sheet alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const app = new URL("../app/", import.meta.url).pathname;
const staff = join(app, "staff");
const ui = new URL("../../../packages/ui/src/", import.meta.url).pathname;

/** The files a module imports by relative paths or from the design system (static and dynamic imports). */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"((?:\.{1,2}|@solvix\/ui)\/[^"]+)"/g)) {
    const specifier = match[1] ?? "";
    const target = specifier.startsWith("@solvix/ui/")
      ? join(ui, specifier.slice("@solvix/ui/".length))
      : resolve(dirname(file), specifier);
    const module = [target, `${target}.tsx`, `${target}.ts`].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (module) found.push(module);
  }
  return found;
}

/** Every module the given route modules reach (the root too, for the public pages). */
function reached(staffRoutes: boolean): Set<string> {
  const routes = readdirSync(join(app, "routes"))
    .filter((name) => name.endsWith(".tsx") && name.startsWith("staff-") === staffRoutes)
    .map((name) => join(app, "routes", name));
  const seen = new Set<string>();
  const pending = staffRoutes ? routes : [join(app, "root.tsx"), ...routes];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...imports(file));
  }
  return seen;
}

describe("the public pages' stylesheet", () => {
  const css = readFileSync(join(app, "site.css"), "utf8");
  const publicModules = reached(false);

  it("leaves out every staff folder and file but those whose components a public page reaches", () => {
    const list = /@source not "\.\/staff\/\{([^}]+)\}";/.exec(css)?.[1];
    if (!list) throw new Error('site.css has no @source not "./staff/{…}" line');
    const inStaff = [...publicModules].filter((file) => file.startsWith(`${staff}/`));
    const folder = (file: string) => relative(staff, file).split("/")[0] ?? "";
    const kept = new Set(inStaff.filter((file) => file.endsWith(".tsx")).map(folder));
    expect(kept).toEqual(new Set(["faqs"]));
    const entries = readdirSync(staff).filter((name) => !kept.has(name));
    expect(list.split(",").sort()).toEqual(entries.sort());
    // What a public page reaches in a folder left out is logic without markup (the staff session's hooks).
    for (const file of inStaff.filter((path) => !kept.has(folder(path)))) {
      expect(readFileSync(file, "utf8"), relative(app, file)).not.toMatch(/className/);
    }
    expect(css).toContain('@source not "./routes/staff-*.tsx";');
  });

  it("leaves out the design system's parts only the staff pages use, and no other", () => {
    const staffOnly = [...reached(true)].filter((file) => file.startsWith(ui) && !publicModules.has(file));
    const left = [...css.matchAll(/@source not "\.\.\/\.\.\/\.\.\/packages\/ui\/src\/([^"]+)";/g)].map((m) => m[1]);
    expect(left.sort()).toEqual(staffOnly.map((file) => relative(ui, file)).sort());
  });
});

const assets = new URL("../build/client/assets/", import.meta.url).pathname;

/**
 * A stylesheet's selectors, at-rules and declarations, in order; without the parts whose order means nothing: the
 * `@property` registrations and the `@layer properties` block of their initial values (Tailwind lists those as it
 * meets them).
 */
function tokens(css: string): string[] {
  const start = css.indexOf("@layer properties{");
  let end = start;
  for (let depth = 0; start >= 0; end += 1) {
    if (css[end] === "{") depth += 1;
    if (css[end] === "}" && --depth === 0) break;
  }
  const ordered = start >= 0 ? css.slice(0, start) + css.slice(end + 1) : css;
  return ordered
    .replace(/@property [^{]+\{[^}]*\}/g, "")
    .split(/[{};]/)
    .map((token) => token.trim())
    .filter(Boolean);
}

describe("the built stylesheets", () => {
  it("the staff sheet holds the public one's rules in the same order, and more", () => {
    const named = (prefix: string) => {
      const names = readdirSync(assets).filter((name) => name.startsWith(prefix) && name.endsWith(".css"));
      expect(names, `${prefix}<hash>.css in the build`).toHaveLength(1);
      return readFileSync(join(assets, names[0] ?? ""), "utf8");
    };
    const site = tokens(named("site-"));
    const whole = tokens(named("styles-"));
    let at = 0;
    const missing = site.filter((token) => {
      const found = whole.indexOf(token, at);
      if (found < 0) return true;
      at = found + 1;
      return false;
    });
    expect(missing).toEqual([]);
    expect(whole.length).toBeGreaterThan(site.length);
  });
});
