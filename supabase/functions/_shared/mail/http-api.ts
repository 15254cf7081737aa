// HTTP e-mail API adapter (Resend's JSON API: POST {from, to, subject, text, reply_to, headers} with a bearer key).
// Supabase blocks outgoing SMTP on ports 25 and 587, so this is the adapter for the hosted function. Each request
// carries the message's `Idempotency-Key` (the API drops a repeat within 24 hours) and its `Message-ID` as an e-mail
// header (resend.com/docs/dashboard/emails/custom-headers), the same as the SMTP path's, so that a copy the API sends
// again after its key expired is still folded into one by mail clients. Resend documents custom headers but not that
// it keeps this one as given: check a delivered message's headers after the first deploy.
import { MailError, type MailMessage, type MailProvider } from "./provider.ts";

export interface HttpApiOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

export function httpApiProvider(options: HttpApiOptions): MailProvider {
  return {
    name: "http",
    async send(message: MailMessage) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": message.idempotencyKey,
          },
          body: JSON.stringify({
            from: message.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            ...(message.messageId ? { headers: { "Message-ID": message.messageId } } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // A timeout may come after the API accepted the request (its idempotency key makes a resend safe).
        throw new MailError(
          `mail API unreachable (${(error as Error).name})`,
          false,
          (error as Error).name === "TimeoutError",
        );
      }
      await response.body?.cancel();
      if (!response.ok) {
        // 4xx other than 408/409/429 means the request itself is wrong; retrying the same request cannot help.
        const permanent = response.status >= 400 && response.status < 500 && ![408, 409, 429].includes(response.status);
        throw new MailError(`mail API answered ${response.status}`, permanent);
      }
    },
  };
}
