// Port numbers for processes that are not ours (Postgres) and so cannot listen on port 0 themselves. The number is
// free when asked, not when used: `onFreePort` closes that gap by starting again on another number when it was taken.
import { createServer } from "node:net";

/** A port nobody listens on at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port given")),
      );
    });
  });
}

function addressInUse(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "EADDRINUSE" || /EADDRINUSE|address already in use|AddrInUse/i.test(String(message ?? error));
}

/** Runs `start` on a free port; when the port was taken between the check and the start, again on another one. */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !addressInUse(error)) throw error;
    }
  }
}
