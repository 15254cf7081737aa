// Runs the project's Deno (from the `deno` npm package) with its cache in supabase/node_modules/.cache/deno.
//   node supabase/scripts/deno.ts <deno arguments>
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { denoBinary, denoEnv } from "../local/deno.ts";

const supabaseDir = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(denoBinary(), process.argv.slice(2), {
  cwd: supabaseDir,
  stdio: "inherit",
  env: { ...process.env, ...denoEnv(supabaseDir) },
});
process.exit(result.status ?? 1);
