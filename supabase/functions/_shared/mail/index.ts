// Chooses the mail provider from the environment: MAIL_PROVIDER=smtp|http.
import { httpApiProvider } from "./http-api.ts";
import type { MailProvider } from "./provider.ts";
import { smtpProvider } from "./smtp.ts";

export type { MailMessage, MailProvider } from "./provider.ts";
export { MailError } from "./provider.ts";

/** The longest one message may take (MAIL_SEND_DEADLINE_MS); leases are sized from it. */
export function mailSendDeadlineMs(env: Deno.Env = Deno.env): number {
  const raw = env.get("MAIL_SEND_DEADLINE_MS");
  const value = raw ? Number(raw) : 30_000;
  if (!Number.isFinite(value) || value < 1_000) throw new Error(`MAIL_SEND_DEADLINE_MS must be >= 1000 (got "${raw}")`);
  return value;
}

export function mailProviderFromEnv(env: Deno.Env = Deno.env): MailProvider {
  const kind = env.get("MAIL_PROVIDER") ?? "http";
  const deadlineMs = mailSendDeadlineMs(env);
  if (kind === "smtp") {
    const tls = env.get("SMTP_TLS") ?? "starttls";
    if (tls !== "none" && tls !== "starttls" && tls !== "implicit") {
      throw new Error(`SMTP_TLS must be none, starttls or implicit (got "${tls}")`);
    }
    return smtpProvider({
      host: env.get("SMTP_HOST") ?? "127.0.0.1",
      port: Number(env.get("SMTP_PORT") ?? (tls === "implicit" ? "465" : "587")),
      tls,
      user: env.get("SMTP_USER") || undefined,
      password: env.get("SMTP_PASSWORD"),
      clientName: env.get("SMTP_CLIENT_NAME") ?? "localhost",
      ca: env.get("SMTP_CA") || undefined,
      deadlineMs,
    });
  }
  if (kind === "http") {
    const apiKey = env.get("MAIL_API_KEY");
    if (!apiKey) throw new Error("MAIL_API_KEY is not set (MAIL_PROVIDER=http)");
    return httpApiProvider({
      url: env.get("MAIL_API_URL") ?? "https://api.resend.com/emails",
      apiKey,
      timeoutMs: deadlineMs,
    });
  }
  throw new Error(`MAIL_PROVIDER must be smtp or http (got "${kind}")`);
}
