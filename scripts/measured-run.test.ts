// How npm test runs a gate (scripts/measured-run.ts): a gate that goes quiet is stopped with everything it started and
// fails as hung; a gate that keeps printing runs on past the quiet limit; a process a gate leaves running does not hold
// the run. Real processes (bash, sleep) under the real wrapper; the quiet limit shortened to seconds.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run, subreaper } from "./measured-run.ts";

let folder = "";
const leftRunning: number[] = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "solvix-measured-run-"));
  // The gate's lines, behind their lane's name, stay out of this run's output.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const pid of leftRunning.splice(0)) stopIfRunning(pid);
  rmSync(folder, { recursive: true, force: true });
});

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function stopIfRunning(pid: number): void {
  if (running(pid)) process.kill(pid, "SIGKILL");
}

/** The pid a command wrote to `file` (its background process). */
function pidIn(file: string): number {
  const pid = Number(readFileSync(file, "utf8").trim());
  leftRunning.push(pid);
  return pid;
}

describe("a gate's run", () => {
  it("stops a gate that prints nothing for the quiet limit, with the processes it started, and says it hung", async () => {
    const pidFile = join(folder, "pid");
    const script = 'sleep 600 & echo $! > "$0"; echo started; wait';
    const finished = await run(join(folder, "times"), "bash", ["-c", script, pidFile], {}, "probe", 2_000);
    expect(finished.hung).toBe(true);
    expect(finished.code).not.toBe(0);
    // Its grandchild went with it.
    expect(running(pidIn(pidFile))).toBe(false);
    expect(console.log).toHaveBeenCalledWith("[probe] started");
    expect(console.log).toHaveBeenCalledWith("[probe] test: bash printed nothing for 2 s (a hang): stopped");
  }, 60_000);

  it("lets a gate that keeps printing run past the quiet limit", async () => {
    // 40 lines over about 4 s, a line every 0.1 s: each restarts the limit of 3 s.
    const script = "for i in $(seq 40); do echo $i; sleep 0.1; done";
    const finished = await run(join(folder, "times"), "bash", ["-c", script], {}, "probe", 3_000);
    expect(finished).toMatchObject({ code: 0 });
    expect(finished.hung).toBeUndefined();
    expect(console.log).toHaveBeenCalledWith("[probe] 40");
  }, 60_000);

  it("ends when its command does, though a process it left running still holds its output", async () => {
    const pidFile = join(folder, "pid");
    // A daemon of its own session keeps the gate's stdout open after the command has ended.
    const script = 'setsid sleep 600 & echo $! > "$0"; echo done';
    const finished = await run(join(folder, "times"), "bash", ["-c", script, pidFile], {}, "probe");
    // Counted as left behind where the wrapper can see it (scripts/cpu-tree.py; the fallback without python3 cannot).
    expect(finished).toMatchObject({ code: 0, left: subreaper ? 1 : 0 });
    expect(running(pidIn(pidFile))).toBe(true);
  }, 60_000);
});
