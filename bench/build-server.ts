// The benches' server: a build served as `npm start` serves it, with the embedded backend.
import { startLocalSite } from "../apps/web/server/local-site.ts";

/** A build being measured: its label in the rows ("" for --root's, "compare" for --compare's) and its server. */
export interface Build {
  label: string;
  base: string;
  stop: () => Promise<void>;
}

export async function serveBuild(label: string, root: string | undefined, port = 0): Promise<Build> {
  // With the embedded backend: the FAQ page reads its live rows from it.
  const site = await startLocalSite({
    root,
    port,
    backend: {
      pglite: "memory",
      functionEnv: { CLIENT_ADDRESS_TRUSTED_PROXIES: "0" },
      retryIntervalMs: 0,
      log: () => {},
    },
  });
  // The backend shares this machine's cores with the browser being measured; a phone does not run it. Its first
  // answer is a cold start: the server with PGlite and the functions' Deno process take 47-72 ms of CPU for it, a warm
  // answer 8-9 ms (three runs of 1 + 20 requests). On two cores that held the browser's main thread in the middle of
  // the /faqs load, which reads its live rows from it: tasks of 20-50 ms in the trace with 1-5 ms of their own CPU
  // time, which the simulated slow phone then counts four times over as blocking. So it answers once before any page
  // is measured.
  const warmUp = await fetch(`${site.url}/functions/v1/faqs`);
  if (!warmUp.ok) throw new Error(`The embedded backend answered the FAQ list with ${warmUp.status}`);
  await warmUp.arrayBuffer();
  return { label, base: site.url, stop: () => site.stop() };
}
