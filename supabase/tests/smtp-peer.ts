// A real SMTP peer for the mail tests (smtp-server): STARTTLS with a self-signed certificate (scripts/certificate.ts), or TLS
// from the first byte, AUTH PLAIN, and switchable behaviour (no STARTTLS, temporary or permanent refusal, slowness).
import { SMTPServer } from "smtp-server";
import type { Certificate } from "../../scripts/certificate.ts";

export type PeerMode = "ok" | "no-starttls" | "refuse-temporary" | "refuse-permanent" | "refuse-visitor" | "slow";

export interface Received {
  raw: Buffer;
  rcptTo: string[];
  secure: boolean;
}

export interface SmtpPeer {
  port: number;
  mode: PeerMode;
  /** Delay before answering DATA in "slow" mode. */
  slowMs: number;
  /** Messages received whole and not answered yet: held at DATA in "slow" mode, their sending in doubt. */
  held: number;
  messages: Received[];
  /** Every AUTH attempt, with whether the session was inside TLS at that moment. */
  auths: { username: string; password: string; secure: boolean }[];
  close(): Promise<void>;
}

export async function startSmtpPeer(
  certificate: Certificate,
  options: { implicitTls?: boolean; user?: string; password?: string } = {},
): Promise<SmtpPeer> {
  let mode: PeerMode = "ok";
  let disabledCommands: string[] = [];
  const peer: SmtpPeer = {
    port: 0,
    slowMs: 1500,
    held: 0,
    messages: [],
    auths: [],
    get mode() {
      return mode;
    },
    set mode(value: PeerMode) {
      mode = value;
      // A server without STARTTLS at all: not announced, and refused when a client tries it anyway.
      disabledCommands.splice(0, disabledCommands.length, ...(value === "no-starttls" ? ["STARTTLS"] : []));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    key: certificate.key,
    cert: certificate.cert,
    authMethods: ["PLAIN", "LOGIN"],
    // Accepting AUTH in clear here lets the tests prove the client never offers it.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      peer.auths.push({ username: auth.username ?? "", password: auth.password ?? "", secure: session.secure });
      if (auth.username === options.user && auth.password === options.password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onMailFrom(_address, _session, callback) {
      if (mode === "refuse-temporary")
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      if (mode === "refuse-permanent")
        return callback(Object.assign(new Error("Sender refused"), { responseCode: 550 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      // "refuse-visitor": only the company inbox exists here, every other mailbox is unknown (a permanent 550).
      if (mode === "refuse-visitor" && address.address !== "info@example.com") {
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const slow = mode === "slow";
        const done = () => {
          if (slow) peer.held--;
          peer.messages.push({
            raw: Buffer.concat(chunks),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
          });
          callback();
        };
        if (slow) {
          peer.held++;
          setTimeout(done, peer.slowMs);
        } else done();
      });
    },
  });
  // smtp-server copies the option into its own array and reads that one on every command: switch modes through it.
  disabledCommands = (server as unknown as { options: { disabledCommands: string[] } }).options.disabledCommands;
  // Failed handshakes (a client refusing our self-signed certificate) are what some tests expect, not test failures.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.port = (server.server.address() as { port: number }).port;
  return peer;
}
