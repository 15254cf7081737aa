// Generator of a new sector or industry page: `scripts/pnpm new-page sector <slug> "<Title>"` writes and registers one entry.
/**
 * Usage:
 *   scripts/pnpm new-page sector manufacturing "Manufacturing" [--icon=Factory] [--color=orange] [--menus]
 *   scripts/pnpm new-page industry data-analytics "Data Analytics"
 *   scripts/pnpm new-page                      (in a terminal: asks for what is missing)
 *
 * A plain Node 24 script rather than `turbo gen`: that needs @turbo/gen (Plop, Inquirer, a TypeScript loader) as a
 * dependency of the workspace, while this one imports the content package itself to validate against the live
 * schema, routes and listings, and is unit-tested in-process. This module is the command (arguments, questions, the
 * report); new-page-plan.ts checks and plans, new-page-entry.ts writes the entry's source, new-page-write.ts writes
 * the files.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { placeholders } from "./new-page-entry.ts";
import { kebab, planNewPage, type Kind, type NewPagePlan } from "./new-page-plan.ts";
import { writeNewPage } from "./new-page-write.ts";

// The generator's API, from one module (its tests import it from here).
export { PLACEHOLDER, placeholders, renderEntry } from "./new-page-entry.ts";
export { kinds, planNewPage, type Kind, type NewPageInput, type NewPagePlan } from "./new-page-plan.ts";
export { formatSource, registerEntry, writeNewPage } from "./new-page-write.ts";

const repoRoot = new URL("..", import.meta.url).pathname;

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
