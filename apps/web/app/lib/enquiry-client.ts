// The browser's side of an enquiry: where the form posts, and the send through supabase-js with the function's own
// error text passed on to the visitor.
import type { ContactFields } from "@solvix/content/contact";
import type { ContactFormTexts } from "@solvix/content/pages/contact";
import type { BackendSettings } from "./backend-settings.ts";
import { visitAttribution } from "./visit-attribution.ts";

/** What the visitor reads when the backend was not reached (`contactPage.form.failure`). */
export type FailureTexts = Pick<ContactFormTexts["failure"], "network" | "unreachable">;

/** One form attempt: the key makes a retried or double submission store one enquiry. */
export interface EnquiryAttempt {
  idempotencyKey: string;
  /** When the visitor first saw the form (ms since epoch): the backend rejects robot-fast submissions. */
  startedAt: number;
  /** The hidden honeypot field; people leave it empty. */
  website: string;
}

/**
 * The URL the form posts to natively (before its code runs, or without JavaScript): the function of the Supabase
 * project, or the embedded backend that this site's origin proxies at `/functions/v1/`.
 */
export function enquiryEndpoint(backend: Pick<BackendSettings, "supabaseUrl">): string {
  return `${backend.supabaseUrl.replace(/\/+$/, "")}/functions/v1/send-contact-email`;
}

/** The local stack does not check keys (the function runs with verify_jwt = false); supabase-js needs a non-empty one. */
const LOCAL_PUBLISHABLE_KEY = "sb_publishable_local_development_only";

/** Reads the function's own error text from a non-2xx answer, instead of supabase-js's generic message. */
async function errorText(error: unknown, failures: FailureTexts): Promise<string> {
  const name = (error as { name?: string } | null)?.name;
  if (name === "FunctionsFetchError") return failures.network;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === "string" && body.error) return body.error;
    } catch {
      // Not JSON (a proxy's error page): fall through to the status.
    }
    if (context.status === 502 || context.status === 503 || context.status === 504) {
      return failures.unreachable;
    }
    return "";
  }
  return error instanceof Error ? error.message : "";
}

/**
 * Sends an enquiry with `supabase.functions.invoke('send-contact-email', { body })`. supabase-js is loaded here, on
 * submit, never in a page's first-load JavaScript. Throws an Error whose message is the text to show the visitor
 * (empty when the backend gave none, so the form falls back to 'Please try again.').
 */
export async function sendEnquiry(
  fields: ContactFields,
  attempt: EnquiryAttempt,
  backend: BackendSettings,
  failures: FailureTexts,
): Promise<void> {
  const { createClient } = await import("@supabase/supabase-js");
  const url = backend.supabaseUrl || window.location.origin;
  const supabase = createClient(url, backend.supabaseAnonKey || LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  let result: Awaited<ReturnType<typeof supabase.functions.invoke>>;
  try {
    result = await supabase.functions.invoke("send-contact-email", {
      body: { ...fields, ...attempt, attribution: visitAttribution() },
    });
  } catch {
    throw new Error(failures.network);
  }
  if (result.error) throw new Error(await errorText(result.error, failures));
}

/** A fresh attempt: call when the form is shown and after each successful submission. */
export function newAttempt(now = Date.now()): Omit<EnquiryAttempt, "website"> {
  return { idempotencyKey: crypto.randomUUID(), startedAt: now };
}
