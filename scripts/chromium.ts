/**
 * Finds the Chromium the tests drive: CHROME_PATH, else Debian's /usr/bin/chromium. When it is missing and
 * we run as root, installs Debian's `chromium` package with apt-get; otherwise stops with what to install.
 * Never downloads a browser build of its own.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export async function ensureChromium(): Promise<string> {
  const wanted = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is missing. Install Debian's package as root: `apt-get update && apt-get install -y chromium`, " +
        "or set CHROME_PATH to a Chromium/Chrome binary.",
    );
    process.exit(1);
  }
  console.log("chromium: not found; installing Debian's chromium package with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], { stdio: "inherit", env });
  if (!existsSync(wanted)) throw new Error("apt-get ran but /usr/bin/chromium is still missing.");
  return wanted;
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
