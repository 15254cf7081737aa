// Generator of a new sector or industry page: `scripts/pnpm new-page sector <slug> "<Title>"` writes and registers one entry.
/**
 * Usage:
 *   scripts/pnpm new-page sector manufacturing "Manufacturing" [--icon=Factory] [--color=orange] [--menus]
 *   scripts/pnpm new-page industry data-analytics "Data Analytics"
 *   scripts/pnpm new-page                      (in a terminal: asks for what is missing)
 *
 * A plain Node 24 script rather than `turbo gen`: that needs @turbo/gen (Plop, Inquirer, a TypeScript loader) as a
 * dependency of the workspace, while this one imports the content package itself to validate against the live
 * schema, routes and listings, and is unit-tested in-process.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { colorTokens, iconNames, type ColorToken, type IconName } from "../packages/content/src/icons.ts";
import { listLandingPages } from "../packages/content/src/landing.ts";
import { landingPageSchema, type LandingPage } from "../packages/content/src/landing-schema.ts";
import { taskTitles } from "../packages/content/src/landing/tasks.ts";
import { findRoute } from "../packages/content/src/routes.ts";

export const PLACEHOLDER = "TODO: ";
export type Kind = LandingPage["kind"];
export const kinds: readonly Kind[] = ["sector", "industry"];

export interface NewPageInput {
  kind: Kind;
  slug: string;
  title: string;
  icon?: string;
  color?: string;
  /** A sector also listed among the industries: Industries menu, /industries and the footer. */
  menus?: boolean;
  /** The sitemap's lastmod; today by default. */
  today?: string;
}

export interface NewPagePlan {
  slug: string;
  path: string;
  exportName: string;
  file: string;
  source: string;
  listing: LandingPage["listing"];
  icon: IconName;
  color: ColorToken;
}

const repoRoot = new URL("..", import.meta.url).pathname;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TITLE = 40;
const landingDir = "packages/content/src/landing";
const reservedWords = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield await implements interface package private protected public".split(
    " ",
  ),
);

const kebab = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
const camel = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const wrap = (words: readonly string[]) =>
  words
    .join(", ")
    .replace(/(.{1,100})(?:, |$)/g, "\n    $1,")
    .slice(0, -1);

function pick<T extends string>(label: string, value: string, allowed: readonly T[]): T | string {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const near = allowed.filter((name) => name.toLowerCase() === value.toLowerCase());
  const hint = near.length ? ` Did you mean "${near[0]}"?` : "";
  return `unknown ${label} "${value}".${hint} Allowed:${wrap(allowed)}`;
}

/** The colour used least by the cards of the listing, so a new card does not repeat its neighbours. */
function freshColor(pages: readonly LandingPage[]): ColorToken {
  const uses = new Map<ColorToken, number>(colorTokens.map((token) => [token, 0]));
  for (const page of pages) uses.set(page.card.color, (uses.get(page.card.color) ?? 0) + 1);
  return [...colorTokens].sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0))[0] ?? "blue";
}

function nextPosition(pages: readonly LandingPage[], listing: keyof LandingPage["listing"]): number {
  return Math.max(0, ...pages.map((page) => page.listing[listing] ?? 0)) + 1;
}

/** Checks the input against the live content; returns every problem at once, or the file to write. */
export function planNewPage(
  input: NewPageInput,
  root: string,
  pages: readonly LandingPage[] = listLandingPages(),
): { errors: string[] } | { plan: NewPagePlan } {
  const errors: string[] = [];
  const title = input.title.trim();
  const slug = input.slug;
  if (!kinds.includes(input.kind)) errors.push(`unknown kind "${input.kind}": use "sector" or "industry".`);
  const prefix = input.kind === "industry" ? "/industries/" : "/sectors/";
  const path = `${prefix}${slug}`;
  if (!slugPattern.test(slug)) {
    const suggestion = kebab(slug);
    errors.push(
      `"${slug}" is not kebab-case: use lowercase letters and digits joined by single hyphens${suggestion ? `, e.g. "${suggestion}"` : ""}.`,
    );
  } else {
    const existing = pages.find((page) => page.slug === slug);
    // One topic, one page (DECISIONS.md): the id may not serve another page under either prefix.
    const route = [path, `${input.kind === "industry" ? "/sectors/" : "/industries/"}${slug}`]
      .map((candidate) => ({ candidate, route: findRoute(candidate, pages) }))
      .find((found) => found.route);
    if (existing) errors.push(`a page with the slug "${slug}" exists: ${existing.canonicalPath}.`);
    else if (route?.route)
      errors.push(`${route.candidate} is already a route (${route.route.kind} of ${route.route.canonicalPath}).`);
    else if (existsSync(join(root, landingDir, `${slug}.ts`)))
      errors.push(`${landingDir}/${slug}.ts exists: "${slug}" is reserved, choose another slug.`);
  }
  if (!title) errors.push("the title is empty.");
  else if (title.length > MAX_TITLE)
    errors.push(`the title has ${title.length} characters; keep it to ${MAX_TITLE} (it heads cards and menus).`);
  else if (pages.some((page) => page.card.title.toLowerCase() === title.toLowerCase()))
    errors.push(`a page titled "${title}" exists: two cards would read the same.`);
  const icon = pick("icon", input.icon ?? (input.kind === "industry" ? "Briefcase" : "Building"), iconNames);
  const color = pick("colour", input.color ?? freshColor(pages), colorTokens);
  if (!iconNames.includes(icon as IconName)) errors.push(icon);
  if (!colorTokens.includes(color as ColorToken)) errors.push(color);
  if (input.menus && input.kind === "industry")
    errors.push("--menus is for sectors: an industry is always listed there.");
  if (errors.length) return { errors };

  const listing: LandingPage["listing"] =
    input.kind === "industry"
      ? { industries: nextPosition(pages, "industries") }
      : input.menus
        ? { industries: nextPosition(pages, "industries"), sectors: nextPosition(pages, "sectors") }
        : { sectors: nextPosition(pages, "sectors") };
  const name = camel(slug);
  const exportName = /^[0-9]/.test(name)
    ? `page${name}`
    : reservedWords.has(name) || name === "landingPages"
      ? `${name}Page`
      : name;
  const plan = {
    slug,
    path,
    exportName,
    file: `${landingDir}/${slug}.ts`,
    listing,
    icon: icon as IconName,
    color: color as ColorToken,
    source: "",
  };
  plan.source = renderEntry({ ...plan, kind: input.kind, title, today: input.today ?? today() });
  return { plan };
}

const today = () => new Date().toISOString().slice(0, 10);
const todo = (text: string) => JSON.stringify(`${PLACEHOLDER}${text}`);

/** The entry's source: every text a reviewer must write starts with "TODO: " (lint rejects it until replaced). */
export function renderEntry(page: {
  kind: Kind;
  slug: string;
  path: string;
  title: string;
  exportName: string;
  listing: LandingPage["listing"];
  icon: IconName;
  color: ColorToken;
  today: string;
}): string {
  const { title } = page;
  const lower = title.toLowerCase();
  const cards = (what: string, icons: readonly IconName[]) =>
    icons
      .map(
        (icon, index) =>
          `{ title: ${todo(`${what} ${index + 1}`)}, description: ${todo(`one sentence on this ${what}.`)}, icon: "${icon}" },`,
      )
      .join("\n");
  const listing = Object.entries(page.listing)
    .map(([key, position]) => `${key}: ${position}`)
    .join(", ");
  return `// The ${page.path} page, generated by \`scripts/pnpm new-page\`: replace every "TODO: " text, then review it.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero } from "./common.ts";
import { taskSection } from "./tasks.ts";

// Icons: any name of \`iconNames\` (packages/content/src/icons.ts), colours: \`colorTokens\`. Both are shown with
// their glyphs and swatches in Storybook, "Guides/Adding a sector page".
export const ${page.exportName} = {
  slug: "${page.slug}",
  kind: "${page.kind}",
  canonicalPath: "${page.path}",
  aliases: [],
  listing: { ${listing} },
  card: {
    title: ${JSON.stringify(title)},
    description: ${todo(`one sentence for the index card: the remote roles you supply to ${lower} businesses.`)},
    icon: "${page.icon}",
    color: "${page.color}",
  },
  seo: {
    title: ${todo(`${title} Outsourcing`)},
    description: ${todo(`50 to 170 characters for search results: what remote staff do for ${lower} businesses.`)},
    lastmod: "${page.today}",
  },
  sections: [
    hero(${JSON.stringify(`${title} Outsourcing`)}, ${todo("the tagline under the page title, one sentence.")}),
    {
      type: "overview",
      title: ${todo("the overview heading")},
      body: [${todo(`a paragraph on the work remote teams take on for ${lower} businesses.`)}],
      highlight: "Save up to 80% on remote support costs",
    },
    {
      type: "benefits",
      title: ${JSON.stringify(`Benefits for ${title} Businesses`)},
      items: [
        ${cards("benefit", ["Clock", "TrendingUp", "Users", "PiggyBank"])}
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        ${cards("service", ["Headset", "ClipboardList", "ChartBar", "Settings", "ShieldCheck", "Handshake"])}
      ],
    },
    taskSection({
      intro: ${todo(`one sentence introducing the 12 tasks for ${lower} businesses.`)},
      note: ${todo("a sentence under the tasks inviting the visitor to describe their needs.")},
      descriptions: {
${taskTitles.map((task) => `        ${JSON.stringify(task)}: ${todo(`what ${task.toLowerCase()} means for ${lower} businesses, one sentence.`)},`).join("\n")}
      },
    }),
    closingCta(${JSON.stringify(title)}, ${todo("one sentence above the 'Get Started Today' button.")}),
  ],
} satisfies LandingPage;
`;
}

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

/** How many texts of an entry's source still hold placeholder copy. */
export function placeholders(source: string): number {
  return (
    source
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("//"))
      .join("\n")
      .split(`"${PLACEHOLDER}`).length - 1
  );
}

function nextSteps(plan: NewPagePlan, kind: Kind, written: string[]): string {
  const todos = placeholders(plan.source);
  const places = [
    `prerendered at ${plan.path}`,
    plan.listing.sectors ? `card ${plan.listing.sectors} on /sectors` : "",
    plan.listing.industries ? `card ${plan.listing.industries} on /industries, in the Industries menu and footer` : "",
    "in sitemap.xml and site search",
  ].filter(Boolean);
  const menus =
    kind === "sector" && !plan.listing.industries
      ? `\n  To list it in the Industries menu, on /industries and in the footer too, add \`industries: <position>\` to its \`listing\`.`
      : "";
  return `Wrote ${written.join(" and registered it in ")}.
The page will be ${places.join("; ")}.${menus}

Next:
  1. Replace the ${todos} "TODO: " texts in ${plan.file} (\`scripts/pnpm lint\` fails until none is left).
     Icons and colours: Storybook "Guides/Adding a sector page" (scripts/pnpm storybook).
  2. Look at it: scripts/pnpm dev, then http://localhost:5173${plan.path}
  3. Check it: scripts/pnpm --filter @solvix/content exec vitest run && scripts/pnpm typecheck
     (or npm test -- --only=lint,typecheck,unit). Story screenshots do not change: stories use fixed data.
`;
}

const usage = `Usage: scripts/pnpm new-page <sector|industry> <slug> "<Title>" [--icon=<Icon>] [--color=<colour>] [--menus]
  slug    kebab-case, e.g. manufacturing or food-processing: the page is /sectors/<slug> or /industries/<slug>
  --icon  a lucide name from packages/content/src/icons.ts (default Building for sectors, Briefcase for industries)
  --color a colour token (default: the one the cards use least)
  --menus a sector also listed in the Industries menu, on /industries and in the footer`;

async function ask(positionals: string[]): Promise<string[]> {
  const [kind, slug, title] = positionals;
  if (title !== undefined) return positionals;
  if (!process.stdin.isTTY) throw new Error(`missing arguments.\n${usage}`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // Lines read through the iterator are buffered, so answers typed or pasted ahead are not lost.
  const lines = rl[Symbol.asyncIterator]();
  const question = async (prompt: string) => {
    process.stdout.write(prompt);
    const line = await lines.next();
    if (line.done) throw new Error("no answer (input closed).");
    return String(line.value).trim();
  };
  try {
    const k = kind ?? ((await question("Kind (sector or industry) [sector]: ")) || "sector");
    const t = await question("Title, e.g. Manufacturing: ");
    const s = slug ?? ((await question(`Slug [${kebab(t)}]: `)) || kebab(t));
    return [k, s, t];
  } finally {
    rl.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const root = repoRoot;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      icon: { type: "string" },
      color: { type: "string" },
      menus: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [kind = "", slug = "", title = "", ...extra] = await ask(positionals);
  if (extra.length) throw new Error(`unexpected arguments: ${extra.join(" ")} (quote a title with spaces).\n${usage}`);
  const result = planNewPage(
    { kind: kind as Kind, slug, title, icon: values.icon, color: values.color, menus: values.menus },
    root,
  );
  if ("errors" in result) {
    console.error(`new-page: nothing written:\n${result.errors.map((error) => `  - ${error}`).join("\n")}`);
    return 1;
  }
  const written = await writeNewPage(result.plan, root);
  console.log(nextSteps(result.plan, kind as Kind, written));
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`new-page: nothing written: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
