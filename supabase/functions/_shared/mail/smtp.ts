// A small SMTP client (RFC 5321) on Deno.connect: EHLO, optional STARTTLS or implicit TLS, AUTH PLAIN, one message.
// For local development (the local stack's SMTP server) and for hosts that allow outgoing SMTP.
import { MailError, type MailMessage, type MailProvider } from "./provider.ts";

export interface SmtpOptions {
  host: string;
  port: number;
  /** "none": plain text (local only); "starttls": upgrade when offered; "implicit": TLS from the first byte (465). */
  tls: "none" | "starttls" | "implicit";
  user?: string;
  password?: string;
  /** Name announced in EHLO. */
  clientName?: string;
  timeoutMs?: number;
}

const encoder = new TextEncoder();

/** RFC 2047 encoded-word for a header value when it is not plain ASCII. */
function headerText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const bytes = encoder.encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}

function base64Lines(text: string): string {
  const bytes = encoder.encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

function noLineBreak(value: string): string {
  if (/[\r\n]/.test(value)) throw new MailError("line break in a mail header", true);
  return value;
}

/** The whole RFC 5322 message: text/plain UTF-8, base64 body (so no line needs dot-stuffing or is too long). */
export function formatMessage(message: MailMessage, clientName: string): string {
  const headers = [
    `From: ${noLineBreak(message.from)}`,
    `To: ${message.to.map(noLineBreak).join(", ")}`,
    ...(message.replyTo ? [`Reply-To: ${noLineBreak(message.replyTo)}`] : []),
    `Subject: ${headerText(noLineBreak(message.subject))}`,
    `Date: ${new Date().toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${noLineBreak(message.idempotencyKey)}.${crypto.randomUUID()}@${clientName}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${base64Lines(message.text)}\r\n`;
}

/** The bare address of "Name <a@b>" or "a@b". */
function address(value: string): string {
  return (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
}

class Session {
  private buffer = "";
  private readonly decoder = new TextDecoder();
  conn: Deno.Conn;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  constructor(conn: Deno.Conn) {
    this.conn = conn;
  }

  async reply(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const chunk = new Uint8Array(4096);
    for (;;) {
      const end = this.buffer.indexOf("\r\n");
      if (end >= 0) {
        const line = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        lines.push(line.slice(4));
        if (line[3] !== "-") return { code: Number(line.slice(0, 3)), lines };
        continue;
      }
      const n = await this.conn.read(chunk);
      if (n === null) throw new MailError("SMTP server closed the connection");
      this.buffer += this.decoder.decode(chunk.subarray(0, n));
    }
  }

  async write(text: string): Promise<void> {
    const bytes = encoder.encode(text);
    let written = 0;
    while (written < bytes.length) written += await this.conn.write(bytes.subarray(written));
  }

  async command(text: string, expect: number): Promise<string[]> {
    await this.write(`${text}\r\n`);
    const { code, lines } = await this.reply();
    if (Math.floor(code / 100) !== Math.floor(expect / 100)) {
      const verb = text.split(/[ :]/)[0] ?? "command";
      throw new MailError(`SMTP ${verb} answered ${code}`, code >= 500);
    }
    return lines;
  }

  close() {
    clearTimeout(this.idleTimer);
    try {
      this.conn.close();
    } catch {
      // already closed by a timeout or the server
    }
  }
}

/** Rejects (and closes the session) when `work` takes longer than `ms`. */
async function within<T>(session: Session, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          session.close();
          reject(new MailError("SMTP server timed out"));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sessions are kept open for a few seconds after a message and reused (several MAIL transactions per connection, as
 * RFC 5321 allows): opening one costs a greeting, EHLO, maybe STARTTLS and AUTH, and some servers delay new clients.
 */
export function smtpProvider(options: SmtpOptions): MailProvider {
  const clientName = options.clientName ?? "localhost";
  const timeoutMs = options.timeoutMs ?? 15_000;
  const idle: Session[] = [];
  const maxIdle = 4;
  const idleMs = 5_000;

  async function open(): Promise<Session> {
    let conn: Deno.Conn;
    try {
      conn =
        options.tls === "implicit"
          ? await Deno.connectTls({ hostname: options.host, port: options.port })
          : await Deno.connect({ hostname: options.host, port: options.port });
    } catch (error) {
      throw new MailError(`SMTP server unreachable (${(error as Error).name})`);
    }
    // SMTP is a dialogue of small writes: without TCP_NODELAY each can wait for a delayed ACK (~40 ms).
    if ("setNoDelay" in conn) (conn as Deno.TcpConn).setNoDelay(true);
    let session = new Session(conn);
    try {
      await within(
        session,
        timeoutMs,
        (async () => {
          const greeting = await session.reply();
          if (greeting.code !== 220) throw new MailError(`SMTP greeting ${greeting.code}`);
          const extensions = await session.command(`EHLO ${clientName}`, 250);
          if (options.tls === "starttls" && extensions.some((line) => /^STARTTLS\b/i.test(line))) {
            await session.command("STARTTLS", 220);
            session = new Session(await Deno.startTls(session.conn as Deno.TcpConn, { hostname: options.host }));
            await session.command(`EHLO ${clientName}`, 250);
          }
          if (options.user) {
            const plain = btoa(`\u0000${options.user}\u0000${options.password ?? ""}`);
            await session.command(`AUTH PLAIN ${plain}`, 235);
          }
        })(),
      );
      return session;
    } catch (error) {
      session.close();
      throw error;
    }
  }

  async function transact(session: Session, message: MailMessage, data: string) {
    await within(
      session,
      timeoutMs,
      (async () => {
        await session.command(`MAIL FROM:<${noLineBreak(address(message.from))}>`, 250);
        for (const to of message.to) await session.command(`RCPT TO:<${noLineBreak(address(to))}>`, 250);
        await session.command("DATA", 354);
        await session.command(`${data}.`, 250);
      })(),
    );
  }

  function park(session: Session) {
    if (idle.length >= maxIdle) {
      session
        .command("QUIT", 221)
        .catch(() => [])
        .finally(() => session.close());
      return;
    }
    session.idleTimer = setTimeout(() => {
      idle.splice(idle.indexOf(session), 1);
      session
        .command("QUIT", 221)
        .catch(() => [])
        .finally(() => session.close());
    }, idleMs);
    Deno.unrefTimer(Number(session.idleTimer));
    idle.push(session);
  }

  return {
    name: "smtp",
    async send(message: MailMessage) {
      const data = formatMessage(message, clientName);
      const reused = idle.pop();
      if (reused) {
        clearTimeout(reused.idleTimer);
        try {
          await transact(reused, message, data);
          park(reused);
          return;
        } catch (error) {
          reused.close();
          if (error instanceof MailError && error.permanent) throw error;
          // The server may have closed an idle connection: try once more on a new one.
        }
      }
      const session = await open();
      try {
        await transact(session, message, data);
      } catch (error) {
        session.close();
        if (error instanceof MailError) throw error;
        throw new MailError(`SMTP exchange failed (${(error as Error).name})`);
      }
      park(session);
    },
  };
}
