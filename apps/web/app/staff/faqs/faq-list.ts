// The FAQ list from the faqs function: its URL, headers and a parser that accepts only well-formed rows.
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { isFaq, type Faq } from "../../lib/published-content-rules.ts";

export type { Faq };

/** The data client's key of the FAQ list. */
export const faqsKey = "faqs";

/** `<backend>/functions/v1/faqs`: the Supabase project, or (empty URL) the embedded backend proxied on this origin. */
export function faqsUrl(backend: BackendSettings, origin = globalThis.location?.origin ?? ""): string {
  return `${(backend.supabaseUrl || origin).replace(/\/+$/, "")}/functions/v1/faqs`;
}

/** Supabase's gateway wants the publishable key on every call; the local stack needs none. */
export function keyHeaders(backend: BackendSettings): Record<string, string> {
  return backend.supabaseAnonKey ? { apikey: backend.supabaseAnonKey } : {};
}

/** The rows of a list answer, sorted by id; throws on any other shape (the page then keeps its prerendered FAQs). */
export function parseFaqList(body: unknown): Faq[] {
  const rows = (body as { faqs?: unknown } | null)?.faqs;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isFaq)) throw new Error("Unexpected FAQ list answer");
  return rows.map(({ id, question, answer }) => ({ id, question, answer })).sort((a, b) => a.id - b.id);
}

/** GET the current FAQs. Any failure rejects; visitors then keep seeing the prerendered list. */
export async function fetchFaqs(backend: BackendSettings, fetcher: typeof fetch = fetch): Promise<Faq[]> {
  const response = await fetcher(faqsUrl(backend), { headers: keyHeaders(backend), cache: "no-store" });
  if (!response.ok) throw new Error(`FAQ list answered ${response.status}`);
  return parseFaqList(await response.json());
}
