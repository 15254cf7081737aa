/**
 * Runs one gate's command for `npm test` (scripts/test-runner.ts) and measures it: wall time, and the user + system
 * time of the command and all its descendants (browsers and their renderers, Deno, Postgres, servers a test starts and
 * stops), counted by scripts/cpu-tree.py: the command runs under a child subreaper, so that a process whose parent does
 * not wait for it is still waited for and counted. A process that outlives the gate (a daemon) is not counted, only
 * reported. Without python3 the count falls back to bash's `times` (only the processes their parents waited for: it
 * misses Chromium's renderers).
 *
 * A gate that prints nothing for `quietLimitMs` has hung: its whole process tree is stopped and the gate fails, named,
 * instead of holding the run until CI's own limit ends it without a summary.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

const root = new URL("..", import.meta.url).pathname;

export interface Finished {
  code: number;
  seconds: number;
  cpuSeconds: number;
  /** Processes of the gate still running after it (not counted). */
  left: number;
  /** Stopped after printing nothing for the quiet limit (a hang). */
  hung?: boolean;
}

/**
 * How long a gate may print nothing before it counts as hung. Longer than any quiet stretch of a working gate (eslint
 * prints only at its end: 274 s with one core busy, s54d) and than the tools' own limits, which name the test that
 * hangs: a test's 5 minutes plus its hook's 5 (Vitest prints a file's results when the file ends). s54d's story gate
 * printed its timed-out test, then nothing for over 10 minutes until it was stopped by hand.
 */
export const quietLimitMs = 20 * 60_000;

/** The processes below `pid`, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the command's name, which ends with the last ")".
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(")").at(-1)?.trim().split(/\s+/)[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = children.get(queue.shift() ?? 0) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * Sends `signal` to every process below the wrapper `child`: the wrapper stays, waits for them and writes the CPU
 * report. Without /proc (not Linux) only the wrapper gets it.
 */
function signalTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || !existsSync("/proc/self/stat")) {
    child.kill(signal);
    return;
  }
  for (const id of descendants(child.pid)) {
    try {
      process.kill(id, signal);
    } catch {
      // Already ended.
    }
  }
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
 * Runs a command and measures it (its CPU report goes to `timesFile`). With a `lane`, its output comes line by line
 * behind `[lane]` (a gate running beside another); without, it passes through as it comes. Either way each chunk of
 * output restarts the quiet limit; at the limit the command's processes get SIGTERM, and SIGKILL 10 s later.
 */
export function run(
  timesFile: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  lane?: string,
  quietMs = quietLimitMs,
): Promise<Finished> {
  const began = Date.now();
  return new Promise((done) => {
    let hung = false;
    let quiet: NodeJS.Timeout | undefined;
    let kill: NodeJS.Timeout | undefined;
    const finish = (code: number) => {
      clearTimeout(quiet);
      clearTimeout(kill);
      done({ code, seconds: (Date.now() - began) / 1000, ...cpuOf(timesFile), ...(hung ? { hung } : {}) });
    };
    const [wrapper = "bash", ...wrapped] = measured(timesFile, cmd, args);
    const child = spawn(wrapper, wrapped, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // Piped, the tools no longer see a terminal: they keep their colours when the run's own output is one.
      env: { ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...process.env, ...env },
    });
    const stop = () => {
      hung = true;
      console.log(`${lane ? `[${lane}] ` : ""}test: ${cmd} printed nothing for ${quietMs / 1000} s (a hang): stopped`);
      signalTree(child, "SIGTERM");
      kill = setTimeout(() => signalTree(child, "SIGKILL"), 10_000);
    };
    const heard = () => {
      clearTimeout(quiet);
      if (!hung) quiet = setTimeout(stop, quietMs);
    };
    heard();
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      stream.on("data", heard);
      if (lane) createInterface({ input: stream }).on("line", (line) => console.log(`[${lane}] ${line}`));
      else stream.pipe(out, { end: false });
    }
    // Its output ends with it, unless a process it left running holds the pipes: that one's lines are not waited for.
    child.on("exit", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const leftOpen = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish(status);
      }, 5_000);
      child.on("close", () => {
        clearTimeout(leftOpen);
        finish(status);
      });
    });
    child.on("error", (error) => {
      console.error(`test: could not start ${cmd}: ${error.message}`);
      finish(1);
    });
  });
}
