// Test driver: sends one message with the functions' SMTP provider under Deno and prints the outcome as JSON.
// SEND_ONE = {"smtp": SmtpOptions, "message": MailMessage}.
import { smtpProvider, type SmtpOptions } from "../../functions/_shared/mail/smtp.ts";
import { MailError, type MailMessage } from "../../functions/_shared/mail/provider.ts";

const { smtp, message } = JSON.parse(Deno.env.get("SEND_ONE") ?? "{}") as { smtp: SmtpOptions; message: MailMessage };
const started = Date.now();
try {
  await smtpProvider(smtp).send(message);
  console.log(JSON.stringify({ ok: true, ms: Date.now() - started }));
} catch (error) {
  console.log(
    JSON.stringify({
      ok: false,
      error: (error as Error).message,
      permanent: error instanceof MailError && error.permanent,
      ms: Date.now() - started,
    }),
  );
}
