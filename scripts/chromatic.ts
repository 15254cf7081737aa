/**
 * Publishes the Storybook to Chromatic (hosted visual review) with chromatic.config.json. Skips with a clear message
 * when CHROMATIC_PROJECT_TOKEN is not set, so the command is safe on machines and CI without the secret.
 */
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from chromatic.com " +
      "to publish the Storybook for review (the local story tests already compare every story with its baseline).",
  );
  process.exit(0);
}
const result = spawnSync("chromatic", ["--config-file", "chromatic.config.json", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
