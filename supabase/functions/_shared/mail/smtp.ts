// SMTP through nodemailer (maintained, RFC 2047/5322 encoding done right): STARTTLS required or TLS from the first byte
// (port 465), credentials only ever sent inside TLS, and every stage bounded in time. SMTP_TLS=none exists for the
// local stack's own catcher only and refuses to carry credentials.
import nodemailer from "nodemailer";
import { MailError, type MailMessage, type MailProvider } from "./provider.ts";

export interface SmtpOptions {
  host: string;
  port: number;
  /** "starttls": the upgrade is required (a server that does not offer it gets nothing); "implicit": TLS from the
   * first byte (465); "none": plain text, local catcher only, never with credentials. */
  tls: "none" | "starttls" | "implicit";
  user?: string;
  password?: string;
  /** Name announced in EHLO. */
  clientName?: string;
  /** Extra trusted certificate authority (PEM), e.g. a relay's private CA. The system store is always trusted. */
  ca?: string;
  /** The longest one message may take, connection to the server's final answer. */
  deadlineMs: number;
}

/** Error codes nodemailer gives when the server refused the message itself (5xx): retrying cannot help. */
function permanent(error: { responseCode?: number; code?: string }): boolean {
  return typeof error.responseCode === "number" && error.responseCode >= 500 && error.code !== "EAUTH";
}

export function smtpProvider(options: SmtpOptions): MailProvider {
  if (options.tls === "none" && options.user) {
    throw new Error("SMTP_TLS=none cannot be used with SMTP_USER: credentials are only sent over TLS");
  }
  // Connecting and the greeting get a third of the deadline each; a slow answer to DATA may use all of it (giving up
  // on a server that would still accept the message later is what could send it twice).
  const stage = Math.max(1_000, Math.floor(options.deadlineMs / 3));
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.tls === "implicit",
    requireTLS: options.tls === "starttls",
    ignoreTLS: options.tls === "none",
    name: options.clientName ?? "localhost",
    auth: options.user ? { user: options.user, pass: options.password ?? "" } : undefined,
    tls: { minVersion: "TLSv1.2", ...(options.ca ? { ca: [options.ca] } : {}) },
    connectionTimeout: stage,
    greetingTimeout: stage,
    socketTimeout: options.deadlineMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return {
    name: "smtp",
    async send(message: MailMessage) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          transport.sendMail({
            from: message.from,
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            ...(message.messageId ? { messageId: message.messageId } : {}),
            headers: { "X-Entity-Ref-ID": message.idempotencyKey },
          }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new MailError("SMTP server timed out", false, true)), options.deadlineMs);
          }),
        ]);
      } catch (error) {
        if (error instanceof MailError) throw error;
        const detail = error as { code?: string; responseCode?: number; command?: string };
        const what = detail.responseCode ? `answered ${detail.responseCode}` : (detail.code ?? "failed");
        const tlsRefused =
          detail.code === "ETLS" || (options.tls === "starttls" && /STARTTLS/i.test(detail.command ?? ""));
        throw new MailError(
          tlsRefused
            ? "SMTP server did not accept STARTTLS: nothing was sent, credentials were not offered"
            : detail.code === "ESOCKET" || detail.code === "ECONNECTION" || detail.code === "ETIMEDOUT"
              ? `SMTP server unreachable (${detail.code})`
              : `SMTP ${detail.command ?? "exchange"} ${what}`,
          // A refused upgrade is the relay's configuration (or someone in between): keep the enquiry queued.
          !tlsRefused && permanent(detail),
          // The message was handed over (DATA) and no answer came: the server may have accepted it.
          detail.command === "DATA" && !detail.responseCode,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
