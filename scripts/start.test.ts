// One npm start per data folder (scripts/start.ts, supabase/local/data-folder.ts): a start refuses a folder another
// running process holds, naming it, and takes over one whose process is gone. `--no-build` with a build folder holding
// nothing: a start that gets past the check stops at once ("no build found"), before any backend starts.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("./start.ts", import.meta.url).pathname;
const run = promisify(execFile);
const folders: string[] = [];

async function start(dataDir: string): Promise<{ code: number; stderr: string }> {
  const emptyBuild = mkdtempSync(join(tmpdir(), "solvix-start-build-"));
  folders.push(emptyBuild);
  const env = { ...process.env, DATA_DIR: dataDir, WEB_BUILD_DIR: emptyBuild, PORT: "0" };
  return run(process.execPath, [script, "--no-build"], { env, encoding: "utf8" }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("npm start's data folder", () => {
  it("is refused while another start holds it, and left to that start", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "solvix-start-data-"));
    folders.push(dataDir);
    // This test's own process stands in for the running start.
    writeFileSync(join(dataDir, "start.pid"), String(process.pid));
    const { code, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain(`npm start: another process (${process.pid}) is using ${dataDir}`);
    expect(readFileSync(join(dataDir, "start.pid"), "utf8")).toBe(String(process.pid));
  });

  it("is taken over from a start that is gone, and let go at the exit", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "solvix-start-data-"));
    folders.push(dataDir);
    const gone = await run(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(join(dataDir, "start.pid"), gone.stdout.trim());
    const { code, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stderr).not.toContain("another process");
    expect(stderr).toContain("start: no build found");
    expect(existsSync(join(dataDir, "start.pid"))).toBe(false);
  });
});
