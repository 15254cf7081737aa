// A connection cut while postgres.js fetches the array types (the query it starts each new connection with, whose
// promise it drops) does not end the functions' process (functions/_shared/db.ts). Real Deno, the suite's Postgres 15
// behind a TCP proxy in this process that resets the first connection when the client sends that query.
import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runDenoDriverToExit } from "../local/deno.ts";
import { requirePostgres15 } from "./postgres15.ts";

const clusterUrl = inject("postgres15Url");

describe.runIf(clusterUrl !== null || requirePostgres15)("the functions' pool on a connection cut as it starts", () => {
  let proxy: Server;
  let proxyPort: number;
  const sockets: Socket[] = [];
  let cuts = 0;

  beforeAll(async () => {
    if (!clusterUrl) throw new Error("Postgres 15 is not available (the global setup says why)");
    const upstream = new URL(clusterUrl);
    proxy = createServer((client) => {
      const server = connect(Number(upstream.port), upstream.hostname);
      sockets.push(client, server);
      client.on("data", (chunk: Buffer) => {
        // Every new connection sends it first; only the first one is cut.
        if (cuts === 0 && chunk.includes("pg_catalog.pg_type")) {
          cuts++;
          client.resetAndDestroy();
          server.destroy();
          return;
        }
        server.write(chunk);
      });
      server.on("data", (chunk: Buffer) => client.write(chunk));
      client.on("error", () => server.destroy());
      server.on("error", () => client.destroy());
      client.on("close", () => server.destroy());
      server.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyPort = (proxy.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it("logs the dropped rejection, keeps running and answers the next query", async () => {
    const databaseUrl = new URL(clusterUrl!);
    databaseUrl.port = String(proxyPort);
    const result = await runDenoDriverToExit("tests/deno/first-query.ts", { DATABASE_URL: databaseUrl.href });
    expect(cuts).toBe(1);
    // Deno's last words when the rejection ends it ("Uncaught (in promise) Error: read ECONNRESET").
    if (result.code !== 0) console.log(result.stderr);
    expect(result.stderr).not.toContain("Uncaught");
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines.some((l) => l.includes('"event":"db.dropped_rejection"'))).toBe(true);
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ second: 1 });
  });
});
