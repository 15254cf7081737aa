// The local mail catcher: an SMTP server (smtp-server) that keeps every received message as an .eml file in a folder,
// and a small web page listing them for a person to read (plus a JSON list for tests).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  id: string;
  receivedAt: string;
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** The Message-ID header (copies of one message carry the same). */
  messageId: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((group) => group.value.map((address) => address.address ?? ""))
    .join(", ");

/** Decodes a received message with mailparser (any MIME a real client produces: encoded words, QP, base64). */
export async function parseMessage(
  raw: Buffer,
): Promise<Pick<ReceivedMail, "from" | "to" | "replyTo" | "subject" | "text" | "messageId">> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.text ?? "",
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? "",
    text: (parsed.text ?? "").replace(/\r\n/g, "\n"),
    messageId: parsed.messageId ?? "",
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface MailCatcher {
  smtpPort: number;
  webUrl: string;
  list(): ReceivedMail[];
  /** Stops accepting SMTP connections (to simulate an outage); the web page keeps working. */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  dir: string;
  host: string;
  smtpPort: number;
  webPort: number;
  /** Called for every message once it is stored. */
  onMail?: (mail: ReceivedMail) => void;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  await mkdir(options.dir, { recursive: true });
  const messages: ReceivedMail[] = [];
  for (const file of (await readdir(options.dir)).filter((f) => f.endsWith(".json")).sort()) {
    messages.push(JSON.parse(await readFile(join(options.dir, file), "utf8")) as ReceivedMail);
  }
  let counter = messages.length;

  let smtpPort = options.smtpPort;
  let smtp: SMTPServer | undefined;
  /**
   * A message is stored only if it is answered 250, as a real server's queue does: an outage refuses every message
   * whose data ends from its start on, and begins once the messages being stored have been answered. smtp-server's
   * close() answers 421 to every open connection after its grace period, even to one whose message is being written:
   * kept and refused, the sender rightly sent it again (faults.test's mail-outage: three messages twice, on a slow machine).
   */
  let closing = false;
  const storing = new Set<Promise<void>>();
  const startSmtp = async () => {
    closing = false;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      banner: "Solvix local mail catcher",
      size: 1024 * 1024,
      closeTimeout: 200,
      // No reverse DNS lookup of each client: it costs ~100 ms per connection and tells us nothing locally.
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (closing) {
            callback(Object.assign(new Error("Server shutting down"), { responseCode: 421 }));
            return;
          }
          const raw = Buffer.concat(chunks);
          const id = `${Date.now()}-${String(++counter).padStart(6, "0")}`;
          const stored = parseMessage(raw)
            .then((fields) => {
              const mail: ReceivedMail = {
                id,
                receivedAt: new Date().toISOString(),
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                ...fields,
              };
              // Listed once stored (what a restarted catcher reads back), as the SMTP client is told it was accepted.
              return Promise.all([
                writeFile(join(options.dir, `${id}.eml`), raw),
                writeFile(join(options.dir, `${id}.json`), JSON.stringify(mail)),
              ]).then(() => {
                messages.push(mail);
                options.onMail?.(mail);
              });
            })
            .then(
              () => callback(),
              (error: Error) => callback(error),
            );
          storing.add(stored);
          void stored.finally(() => storing.delete(stored));
        });
      },
    });
    const server = smtp;
    server.server.on("connection", (socket: Socket) => socket.setNoDelay(true));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(smtpPort, options.host, () => {
        const address = server.server.address();
        if (typeof address === "object" && address) smtpPort = address.port;
        resolve();
      });
    });
  };
  await startSmtp();

  const web: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/api/messages") {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify(messages));
      return;
    }
    if (url.pathname !== "/" && url.pathname !== "/mail") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
      return;
    }
    const items = [...messages]
      .reverse()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>From</b> ${escapeHtml(m.from)} &middot; <b>To</b> ${escapeHtml(m.to)}${m.replyTo ? ` &middot; <b>Reply-To</b> ${escapeHtml(m.replyTo)}` : ""} &middot; <time>${escapeHtml(m.receivedAt)}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("\n");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="5"><title>Local mail (${messages.length})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Mail received by the local SMTP server</h1>
<p>${messages.length} message(s). Development only: nothing here left this machine. The page refreshes every 5 seconds.</p>
${items || "<p>No mail yet.</p>"}</body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    web.once("error", reject);
    web.listen(options.webPort, options.host, () => resolve());
  });
  const webAddress = web.address();
  const webPort = typeof webAddress === "object" && webAddress ? webAddress.port : options.webPort;

  const stopSmtp = async () => {
    const server = smtp;
    smtp = undefined;
    closing = true;
    await Promise.allSettled([...storing]);
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    get smtpPort() {
      return smtpPort;
    },
    webUrl: `http://${options.host}:${webPort}/mail`,
    list: () => [...messages],
    stopSmtp,
    startSmtp: async () => {
      if (!smtp) await startSmtp();
    },
    async stop() {
      await stopSmtp();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
