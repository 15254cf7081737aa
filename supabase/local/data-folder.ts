// One process per data folder (npm start, scripts/start.ts; the backend alone, cli.ts): its PGlite is one process's
// database, and a second process opening the folder (a second start's build reads it) failed with PGlite's bare
// "Aborted()" while the first served it, and could damage it. The folder keeps the pid of the process that holds it
// (start.pid); one left by a process that was killed is taken over. Node's `exit` event lets it go.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Holds `dir` for this process, or stops it (exit code 1) with a message naming the process that holds it. */
export function holdDataFolder(dir: string, what: string): void {
  const file = join(dir, "start.pid");
  mkdirSync(dir, { recursive: true });
  const holder = existsSync(file) ? Number(readFileSync(file, "utf8")) : 0;
  if (holder > 0 && holder !== process.pid && isRunning(holder)) {
    console.error(
      `${what}: another process (${holder}) is using ${dir}; stop it first. (If none is running, delete ${file}.)`,
    );
    process.exit(1);
  }
  writeFileSync(file, String(process.pid));
  process.on("exit", () => {
    if (existsSync(file) && readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
