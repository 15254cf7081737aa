// `deno check` of the edge functions, the local functions runtime and the Deno test helper, each with its own
// deno.json (the import map it is deployed or run with):
//   node supabase/scripts/deno-check.ts
// Entries whose deno.json files are the same text are checked in one `deno check` run: the same imports and options
// give the same result, and one program reads the shared modules (functions/_shared) once. One run per entry, the nine
// took 19.8 CPU-seconds; grouped (four runs), 10.9.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { denoBinary, denoEnv } from "../local/deno.ts";

const supabaseDir = fileURLToPath(new URL("..", import.meta.url));

/** Every function's index.ts with its deno.json, the local runtime's main.ts, and the test drivers (tests/deno). */
function entries(): { entry: string; config: string }[] {
  const functions = readdirSync(join(supabaseDir, "functions"), { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(join(supabaseDir, "functions", dir.name, "deno.json")))
    .map((dir) => ({ entry: `functions/${dir.name}/index.ts`, config: `functions/${dir.name}/deno.json` }));
  return [
    ...functions,
    { entry: "local/functions/main.ts", config: "local/functions/deno.json" },
    { entry: "tests/deno/send-one.ts", config: "functions/send-contact-email/deno.json" },
    { entry: "tests/deno/first-query.ts", config: "functions/send-contact-email/deno.json" },
    { entry: "tests/deno/transaction-cut.ts", config: "functions/send-contact-email/deno.json" },
  ];
}

const groups = new Map<string, { config: string; entries: string[] }>();
for (const { entry, config } of entries()) {
  const text = readFileSync(join(supabaseDir, config), "utf8");
  const group = groups.get(text) ?? { config, entries: [] };
  group.entries.push(entry);
  groups.set(text, group);
}

for (const { config, entries } of groups.values()) {
  const result = spawnSync(denoBinary(), ["check", "--config", config, ...entries], {
    cwd: supabaseDir,
    stdio: "inherit",
    env: { ...process.env, ...denoEnv(supabaseDir) },
  });
  if (result.status !== 0) {
    console.error(`deno check failed: ${entries.join(", ")} (with ${config})`);
    process.exit(result.status ?? 1);
  }
}
