/**
 * Finds the Chromium builds the tests drive, both Debian's, never a browser build of their own:
 * - the browser (`CHROME_PATH`, else /usr/bin/chromium): Storybook's story tests and docs-page check, the
 *   Lighthouse and interaction benches, and the one end-to-end spec that needs the browser's own autofill;
 * - its headless shell (`HEADLESS_SHELL_PATH`, else /usr/bin/chromium-headless-shell): the same engine (Blink and V8
 *   of the same release) without the browser's UI layer, which is what Playwright runs headless by default. The
 *   end-to-end suite reads pages in it: the route sweep at the phone width took 107 core-seconds in the browser and
 *   87 in the shell, the whole suite 787 and 563 (422 s and 318 s; each alone on an idle machine). The story tests
 *   take as long in either (252 core-s in the shell), and the docs-page check's play functions lose the focus in the
 *   shell. The Storybook manager walk (`storybook-manager.ts`) runs in the shell: 229 stories 139.3 CPU-s in the
 *   browser, 128.3 in the shell, every play passing.
 * When one is missing and we run as root, installs its Debian package with apt-get; otherwise stops with what to
 * install.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const builds = {
  chromium: { variable: "CHROME_PATH", path: "/usr/bin/chromium", packages: ["chromium", "fonts-liberation"] },
  headlessShell: {
    variable: "HEADLESS_SHELL_PATH",
    path: "/usr/bin/chromium-headless-shell",
    packages: ["chromium-headless-shell", "fonts-liberation"],
  },
} as const;

type Build = keyof typeof builds;

/** Where a build is: its variable when set, else Debian's path. */
export function chromiumPath(build: Build): string {
  const { variable, path } = builds[build];
  return process.env[variable] || path;
}

/** Both builds' paths, installing the missing ones (one apt-get run for both). */
export async function ensureChromium(): Promise<Record<Build, string>> {
  const missing = (Object.keys(builds) as Build[]).filter((build) => !existsSync(chromiumPath(build)));
  for (const build of missing) {
    const { variable } = builds[build];
    if (process.env[variable]) throw new Error(`${variable}=${process.env[variable]} does not exist.`);
  }
  if (missing.length) {
    const packages = [...new Set(missing.flatMap((build) => builds[build].packages))];
    if (process.getuid?.() !== 0) {
      console.error(
        `Chromium is missing. Install Debian's packages as root: \`apt-get update && apt-get install -y ${packages.join(" ")}\`, ` +
          "or set CHROME_PATH and HEADLESS_SHELL_PATH to a Chromium browser and its headless shell.",
      );
      process.exit(1);
    }
    console.log(`chromium: not found; installing Debian's ${packages.join(", ")} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
    for (const build of missing) {
      if (!existsSync(chromiumPath(build))) throw new Error(`apt-get ran but ${chromiumPath(build)} is still missing.`);
    }
  }
  return { chromium: chromiumPath("chromium"), headlessShell: chromiumPath("headlessShell") };
}

/** Launch flags that work on these machines (no sandbox as root, no background network). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
