/**
 * Runs one gate's command for `npm test` (scripts/test-runner.ts) and measures it: wall time, and the user + system
 * time of the command and all its descendants (browsers and their renderers, Deno, Postgres, servers a test starts and
 * stops), counted by scripts/cpu-tree.py: the command runs under a child subreaper, so that a process whose parent does
 * not wait for it is still waited for and counted. A process that outlives the gate (a daemon) is not counted, only
 * reported. Without python3 the count falls back to bash's `times` (only the processes their parents waited for: it
 * misses Chromium's renderers).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

const root = new URL("..", import.meta.url).pathname;

export interface Finished {
  code: number;
  seconds: number;
  cpuSeconds: number;
  /** Processes of the gate still running after it (not counted). */
  left: number;
}

/** The Python that runs scripts/cpu-tree.py, by its own path (a version manager's `python3` shim costs seconds). */
const python = (() => {
  const found = spawnSync("python3", ["-c", "import ctypes, resource, sys; print(sys.executable)"], {
    encoding: "utf8",
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
})();
export const subreaper = Boolean(python);
/** The CPU count's wrapper: the subreaper (scripts/cpu-tree.py), or a shell that runs the command, then `times`. */
const measured = (report: string, cmd: string, args: string[]) =>
  subreaper
    ? [python ?? "python3", join(root, "scripts/cpu-tree.py"), report, cmd, ...args]
    : ["bash", "-c", '"${@:2}"; status=$?; times >"$1"; exit $status', "bash", report, cmd, ...args];

/** Reads the wrapper's report: `user system left` (cpu-tree.py) or bash's `times` (`0m1.234s 0m0.056s` lines). */
function cpuOf(file: string): { cpuSeconds: number; left: number } {
  if (!existsSync(file)) return { cpuSeconds: 0, left: 0 };
  const text = readFileSync(file, "utf8");
  if (subreaper) {
    const [user = 0, system = 0, left = 0] = text.trim().split(/\s+/).map(Number);
    return { cpuSeconds: user + system, left };
  }
  const cpuSeconds = [...text.matchAll(/(\d+)m(\d+)[.,](\d+)s/g)].reduce(
    (sum, [, minutes, whole, fraction]) => sum + Number(minutes) * 60 + Number(`${whole}.${fraction}`),
    0,
  );
  return { cpuSeconds, left: 0 };
}

/**
 * Runs a command and measures it (its CPU report goes to `timesFile`). With a `lane`, its output comes line by line behind `[lane]` (a gate running beside
 * another); without, it goes straight to the terminal.
 */
export function run(
  timesFile: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  lane?: string,
): Promise<Finished> {
  const began = Date.now();
  return new Promise((done) => {
    const finish = (code: number) => done({ code, seconds: (Date.now() - began) / 1000, ...cpuOf(timesFile) });
    const [wrapper = "bash", ...wrapped] = measured(timesFile, cmd, args);
    const child = spawn(wrapper, wrapped, {
      cwd: root,
      stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    for (const stream of lane ? [child.stdout, child.stderr] : []) {
      if (stream) createInterface({ input: stream }).on("line", (line) => console.log(`[${lane}] ${line}`));
    }
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`test: could not start ${cmd}: ${error.message}`);
      finish(1);
    });
  });
}
