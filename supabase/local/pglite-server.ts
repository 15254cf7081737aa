// PGlite over the Postgres wire protocol for several clients at once. PGlite is one session, so clients must take
// turns at statement boundaries, not per message: pglite-socket's multiplexer interleaves the messages of an extended
// query (Parse/Bind/Execute/Sync) from different connections, which corrupts both. Here a connection holds the gate
// from its first message until a Sync or simple Query leaves no transaction open, and in-process callers
// (migrations, tests, the benchmark) go through the same gate.
import type { PGlite } from "@electric-sql/pglite";
import { createServer, type Server, type Socket } from "node:net";

export class Gate {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSSENC_REQUEST = 80877104;

function serve(pg: PGlite, gate: Gate, socket: Socket) {
  let buffer = Buffer.alloc(0);
  let started = false;
  let release: (() => void) | undefined;
  let chain: Promise<void> = Promise.resolve();

  const finish = async () => {
    if (!release) return;
    if (pg.isInTransaction()) await pg.exec("rollback").catch(() => {});
    release();
    release = undefined;
  };

  const handle = async (message: Buffer, endsTurn: boolean) => {
    release ??= await gate.acquire();
    if (socket.destroyed) return finish();
    await pg.runExclusive(() =>
      pg.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => {
          if (!socket.destroyed) socket.write(Buffer.from(data));
        },
      }),
    );
    if (endsTurn && !pg.isInTransaction()) {
      release();
      release = undefined;
    }
  };

  socket.on("data", (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST) {
          socket.end();
          return;
        }
        started = true;
        chain = chain.then(() => handle(message, true));
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      const type = String.fromCharCode(message[0] ?? 0);
      if (type === "X") {
        chain = chain.then(finish).then(() => void socket.end());
        return;
      }
      chain = chain
        .then(() => handle(message, type === "S" || type === "Q"))
        .catch(() => {
          socket.destroy();
          return finish();
        });
    }
  });
  socket.on("close", () => {
    chain = chain.then(finish);
  });
  socket.on("error", () => socket.destroy());
}

export interface PgliteServer {
  port: number;
  stop(): Promise<void>;
}

export async function startPgliteServer(pg: PGlite, gate: Gate, host: string, port: number): Promise<PgliteServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    // Answers go out in many small writes; without TCP_NODELAY each waits for the client's delayed ACK (~40 ms).
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    serve(pg, gate, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
