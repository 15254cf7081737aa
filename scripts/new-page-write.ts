// The new-page generator's writes: the entry formatted as the repository formats, checked against the schema once
// more, and registered in packages/content/src/landing/index.ts, all or nothing.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { landingPageSchema } from "../packages/content/src/landing-schema.ts";
import { landingDir, type NewPagePlan } from "./new-page-plan.ts";

const repoRoot = new URL("..", import.meta.url).pathname;

/** index.ts with the import in alphabetical order and the entry last in `landingPages`. */
export function registerEntry(index: string, plan: Pick<NewPagePlan, "slug" | "exportName">): string {
  const importLine = `import { ${plan.exportName} } from "./${plan.slug}.ts";`;
  const lines = index.split("\n");
  const imports = lines.flatMap((line, at) => (/^import \{ \w+ \} from "\.\/[a-z0-9-]+\.ts";$/.test(line) ? [at] : []));
  const close = lines.lastIndexOf("];");
  if (!imports.length || close < 0 || !lines.some((line) => line.startsWith("export const landingPages"))) {
    throw new Error("packages/content/src/landing/index.ts no longer has the shape the generator edits.");
  }
  const after = imports.filter((at) => (lines[at] ?? "") < importLine).at(-1);
  lines.splice(close, 0, `  ${plan.exportName},`);
  lines.splice(after === undefined ? (imports[0] ?? 0) : after + 1, 0, importLine);
  return lines.join("\n");
}

/** Formatted as the repository formats (its Prettier configuration, whichever folder `file` is in). */
export async function formatSource(source: string, file: string): Promise<string> {
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(join(repoRoot, "package.json"));
  return prettier.format(source, { ...options, filepath: file });
}

/** Writes the entry and its registration, or nothing: the index is written last and the entry removed on failure. */
export async function writeNewPage(plan: NewPagePlan, root: string): Promise<string[]> {
  const file = join(root, plan.file);
  const indexFile = join(root, landingDir, "index.ts");
  const entry = await formatSource(plan.source, file);
  const index = await formatSource(registerEntry(readFileSync(indexFile, "utf8"), plan), indexFile);
  const parsed = landingPageSchema.safeParse(await evaluateEntry(entry, plan));
  if (!parsed.success) throw new Error(`the generated entry is invalid: ${parsed.error.message}`);
  writeFileSync(file, entry, { flag: "wx" });
  try {
    writeFileSync(indexFile, index);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return [plan.file, relative(root, indexFile)];
}

/** The entry as data, by evaluating its object literal with the helpers it calls (a last check against the schema). */
async function evaluateEntry(source: string, plan: NewPagePlan): Promise<unknown> {
  const { closingCta, hero } = await import("../packages/content/src/landing/common.ts");
  const { taskSection } = await import("../packages/content/src/landing/tasks.ts");
  const body = source
    .replace(/^(\/\/.*|import .*;)$/gm, "")
    .replace(`export const ${plan.exportName} =`, "return")
    .replace(/\s*satisfies LandingPage;\s*$/, ";");
  return new Function("closingCta", "hero", "taskSection", body)(closingCta, hero, taskSection);
}
