// Every attempt counted first: a visitor's request to send an enquiry or an application is counted against the
// per-address limit (private.take_rate_limit, one hit of a sliding window) before its body is read, parsed or its file
// examined. So refused posts (invalid fields, a bad or hostile file, a honeypot) use up the limit like accepted ones,
// and a visitor over it costs one statement. The store then runs with the limit off (it was counted here).
import type postgres from "postgres";
import { clientAddress, type ClientAddressSettings } from "./client-address.ts";
import { noteDbFailure } from "./db.ts";
import { DeadlineError, within } from "./deadline.ts";
import { transientDbError } from "./enquiries.ts";
import { hmacHex } from "./hmac.ts";
import { errorKind, log } from "./log.ts";

/** The HMAC of the visitor's address (never the address), in a bucket: "" for enquiries, "application:" for CVs. */
export async function visitorHash(
  req: Request,
  info: Deno.ServeHandlerInfo | undefined,
  settings: ClientAddressSettings,
  salt: string,
  bucket: "" | "application:",
  event: string,
): Promise<string> {
  const peer = info?.remoteAddr && "hostname" in info.remoteAddr ? info.remoteAddr.hostname : undefined;
  const address = clientAddress(req, peer, settings);
  if (address.source === "peer") log("warn", event, { header: settings.header });
  return hmacHex(salt, `${bucket}${address.key}`);
}

export type AttemptOutcome = "counted" | "limited" | "unavailable";

/** Counts one attempt; tried again while the database fails transiently and the deadline allows. `unavailable`: it
 * could not be counted in time (nothing of the request has been stored). */
export async function countAttempt(
  sql: () => postgres.Sql,
  clientHash: string,
  limit: { max: number; windowMs: number },
  deadline: number,
  statementTimeoutMs: number,
): Promise<AttemptOutcome> {
  if (limit.max <= 0) return "counted"; // RATE_LIMIT_MAX=0: the limit is off (load tests only)
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      const [row] = await within(
        sql()<{ ok: boolean }[]>`
          select private.take_rate_limit(${clientHash}, ${limit.max}, ${limit.windowMs}) as ok`,
        Math.min(deadline - Date.now(), statementTimeoutMs + 2_000),
      );
      return row?.ok ? "counted" : "limited";
    } catch (error) {
      noteDbFailure(error);
      log("error", "attempt.count_failed", { error: errorKind(error) });
      if (!(error instanceof DeadlineError) && !transientDbError(error)) return "unavailable";
      if (Date.now() + wait + 1_000 > deadline) return "unavailable";
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** "5 minutes", "1 minute": the window in the 429 message. */
export function minutes(ms: number): string {
  const m = Math.max(1, Math.round(ms / 60_000));
  return m === 1 ? "1 minute" : `${m} minutes`;
}
