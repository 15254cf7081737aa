// Unit tests of the page generator (scripts/new-page.ts): its checks, its output, its registration, and the guide's example.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import { landingPageSchema } from "../packages/content/src/landing-schema.ts";
import { listLandingPages } from "../packages/content/src/landing.ts";
import { specifiedLandingSlugs } from "../packages/content/src/specified.ts";
import { manufacturing } from "../packages/content/src/landing/new-page-example.ts";
import {
  formatSource,
  placeholders,
  planNewPage,
  registerEntry,
  renderEntry,
  writeNewPage,
  type NewPageInput,
} from "./new-page.ts";

const root = new URL("..", import.meta.url).pathname;
const landing = "packages/content/src/landing";
const examplePath = join(root, landing, "new-page-example.ts");
// The specification's pages only: these tests hold whatever pages are added later (the proof adds manufacturing).
const pages = listLandingPages().filter((page) => specifiedLandingSlugs.includes(page.slug));

// An empty folder as the repository to write into, so that no file added later makes a slug taken.
const emptyRoot = mkdtempSync(join(tmpdir(), "new-page-plan-"));
afterAll(() => rmSync(emptyRoot, { recursive: true, force: true }));

function errorsOf(input: Partial<NewPageInput>, repository = emptyRoot): string[] {
  const base = { kind: "sector", slug: "manufacturing", title: "Manufacturing" } as const;
  const result = planNewPage({ ...base, ...input }, repository, pages);
  return "errors" in result ? result.errors : [];
}

function planOf(input: Partial<NewPageInput>) {
  const base = { kind: "sector", slug: "manufacturing", title: "Manufacturing" } as const;
  const result = planNewPage({ ...base, ...input }, emptyRoot, pages);
  if ("errors" in result) throw new Error(result.errors.join("\n"));
  return result.plan;
}

describe("new-page refuses bad input with a clear message", () => {
  it.each<[Partial<NewPageInput>, string]>([
    [{ slug: "legal" }, 'a page with the slug "legal" exists: /industries/legal.'],
    [{ slug: "Food Processing" }, '"Food Processing" is not kebab-case'],
    [{ slug: "food--processing" }, 'e.g. "food-processing"'],
    // /industries/health-care serves the healthcare page: one topic, one page.
    [{ slug: "health-care" }, "/industries/health-care is already a route (alias of /industries/healthcare)."],
    [{ kind: "industry", slug: "telecommunications" }, "/industries/telecommunications is already a route"],
    [{ title: "  " }, "the title is empty."],
    [{ title: "Manufacturing, Processing and Industrial Production" }, "keep it to 40"],
    [{ title: "legal" }, 'a page titled "legal" exists'],
    [{ icon: "factory" }, 'unknown icon "factory". Did you mean "Factory"? Allowed:'],
    [{ color: "gold" }, 'unknown colour "gold". Allowed:\n    blue, indigo,'],
    [{ kind: "industry", menus: true }, "--menus is for sectors"],
    [{ kind: "page" as NewPageInput["kind"] }, 'unknown kind "page"'],
  ])("%j", (input, message) => {
    expect(errorsOf(input).join("\n")).toContain(message);
  });

  it("keeps the slugs of the landing folder's own modules", () => {
    expect(errorsOf({ slug: "tasks" }, root)).toEqual([
      `${landing}/tasks.ts exists: "tasks" is reserved, choose another slug.`,
    ]);
  });

  it("reports every problem at once", () => {
    expect(errorsOf({ slug: "Bad Slug", icon: "Nope", color: "gold" })).toHaveLength(3);
  });

  it("lists every allowed icon when the icon is unknown", () => {
    expect(errorsOf({ icon: "Nope" })[0]).toMatch(/Activity, Anchor, .*Factory, .*Zap$/s);
  });
});

describe("new-page plans the entry from the live content", () => {
  const last = (listing: "sectors" | "industries") => Math.max(...pages.map((page) => page.listing[listing] ?? 0));

  it("puts a sector last on /sectors, an industry last in the industry listing, a --menus sector in both", () => {
    expect(planOf({}).listing).toEqual({ sectors: last("sectors") + 1 });
    expect(planOf({ kind: "industry" }).listing).toEqual({ industries: last("industries") + 1 });
    expect(planOf({ menus: true }).listing).toEqual({
      industries: last("industries") + 1,
      sectors: last("sectors") + 1,
    });
    expect(planOf({ kind: "industry" }).path).toBe("/industries/manufacturing");
  });

  it("names a valid export for any slug", () => {
    expect(planOf({ slug: "food-processing" }).exportName).toBe("foodProcessing");
    expect(planOf({ slug: "3d-printing", title: "3D Printing" }).exportName).toBe("page3dPrinting");
    expect(planOf({ slug: "new", title: "New" }).exportName).toBe("newPage");
  });

  it("defaults to a listed icon and the colour the cards use least", () => {
    const plan = planOf({});
    expect(plan.icon).toBe("Building");
    const uses = (color: string) => pages.filter((page) => page.card.color === color).length;
    expect(Math.min(...pages.map((page) => uses(page.card.color)), uses(plan.color))).toBe(uses(plan.color));
  });
});

describe("the generated entry", () => {
  it("is the guide's example, which is a valid landing page with its copy marked", async () => {
    const example = readFileSync(examplePath, "utf8");
    const lastmod = /lastmod: "(\d{4}-\d{2}-\d{2})"/.exec(example)?.[1] ?? "";
    const source = renderEntry({
      kind: "sector",
      slug: "manufacturing",
      path: "/sectors/manufacturing",
      title: "Manufacturing",
      exportName: "manufacturing",
      listing: { sectors: 13 },
      icon: "Factory",
      color: "orange",
      today: lastmod,
    });
    // The example's first two lines say what it is; the rest is the generator's output, byte for byte.
    expect(example.split("\n").slice(2).join("\n")).toBe(await formatSource(source, examplePath));
    expect(landingPageSchema.safeParse(manufacturing).error?.issues ?? []).toEqual([]);
    expect(placeholders(example)).toBe(41);
  });

  it("fails lint until its placeholder copy is replaced (the guide's example excepted)", async () => {
    // The file is not on disk, so no tsconfig holds it: lint it without the type-aware rules.
    const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
    const source = readFileSync(examplePath, "utf8");
    const lint = async (file: string, text: string) =>
      (await eslint.lintText(text, { filePath: join(root, landing, file) }))[0]?.messages ?? [];
    const generated = await lint("manufacturing.ts", source);
    expect(generated.map((message) => message.ruleId)).toEqual(Array(41).fill("no-restricted-syntax"));
    expect(generated[0]?.message).toContain("write the real text before review");
    expect(await lint("new-page-example.ts", source)).toEqual([]);
    expect(await lint("manufacturing.ts", source.replaceAll('"TODO: ', '"Written: '))).toEqual([]);
  });
});

describe("new-page writes and registers the entry", () => {
  it("adds the import in order and the entry last", () => {
    const index = [
      'import type { LandingPage } from "../landing-schema.ts";',
      'import { logistics } from "./logistics.ts";',
      'import { marketing } from "./marketing.ts";',
      'import { travel } from "./travel.ts";',
      "",
      "export const landingPages: readonly LandingPage[] = [",
      "  marketing,",
      "  logistics,",
      "  travel,",
      "];",
      "",
    ].join("\n");
    const updated = registerEntry(index, { slug: "manufacturing", exportName: "manufacturing" });
    const lines = updated.split("\n");
    const at = lines.indexOf('import { manufacturing } from "./manufacturing.ts";');
    expect(lines[at - 1]).toBe('import { logistics } from "./logistics.ts";');
    expect(lines[at + 1]).toBe('import { marketing } from "./marketing.ts";');
    expect(updated.trimEnd().endsWith("  travel,\n  manufacturing,\n];")).toBe(true);
    expect(() => registerEntry("export const x = 1;\n", { slug: "a", exportName: "a" })).toThrow(/no longer has/);
  });

  it("writes both files, formatted, into a repository", async () => {
    const copy = mkdtempSync(join(tmpdir(), "new-page-"));
    try {
      const index = join(copy, landing, "index.ts");
      mkdirSync(dirname(index), { recursive: true });
      writeFileSync(index, readFileSync(join(root, landing, "index.ts")));
      const plan = planOf({ slug: "food-processing", title: "Food Processing", icon: "Factory" });
      expect(await writeNewPage(plan, copy)).toEqual([`${landing}/food-processing.ts`, `${landing}/index.ts`]);
      const entry = readFileSync(join(copy, landing, "food-processing.ts"), "utf8");
      expect(entry).toBe(await formatSource(entry, join(root, landing, "food-processing.ts")));
      expect(entry).toContain('canonicalPath: "/sectors/food-processing"');
      expect(readFileSync(index, "utf8")).toContain("  foodProcessing,\n];");
      // The file exists now: a second run refuses to overwrite it.
      await expect(writeNewPage(plan, copy)).rejects.toThrow(/EEXIST/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("the command", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(root, "scripts/new-page.ts"), ...args], { encoding: "utf8", input: "" });
  const landingFiles = () => spawnSync("git", ["status", "--porcelain", "--", landing], { encoding: "utf8" }).stdout;

  it("writes nothing on bad input and says why", () => {
    const before = landingFiles();
    const result = run("sector", "legal", "Legal Services", "--color=gold");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("new-page: nothing written:");
    expect(result.stderr).toContain('a page with the slug "legal" exists');
    expect(result.stderr).toContain('unknown colour "gold"');
    expect(landingFiles()).toBe(before);
  });

  it("prints the usage when arguments are missing and there is no terminal to ask in", () => {
    const result = run("sector");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: scripts/pnpm new-page <sector|industry> <slug> "<Title>"');
  });
});
