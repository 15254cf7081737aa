// Saving one FAQ through the faqs function, with failures an editor can act on.
import type { BackendSettings } from "../../lib/enquiry-client.ts";
import { faqsUrl, isFaq, keyHeaders, type Faq } from "./faq-list.ts";

/** A failed save: `message` is for the editor; `fields` names the offending field(s) when the backend said so. */
export class FaqSaveError extends Error {
  readonly fields: Partial<Record<"question" | "answer", string>>;
  constructor(message: string, fields: Partial<Record<"question" | "answer", string>> = {}) {
    super(message);
    this.name = "FaqSaveError";
    this.fields = fields;
  }
}

export const unreachableMessage = "Could not reach the server, so nothing was saved. Your draft is kept: try again.";

/** The function's own message (it speaks to the editor), with what happens to the draft. */
function saveFailureMessage(status: number, body: { error?: unknown }): string {
  const own = typeof body.error === "string" && body.error.trim() ? body.error.trim() : "";
  if (status === 401) {
    return `${own || "Your sign-in was not accepted."} Nothing was saved; your draft is kept. Sign in again on the staff sign-in page in another tab, then save.`;
  }
  if (status === 403) return `${own || "Your account may not edit FAQs."} Nothing was saved.`;
  if (status >= 500) return `${own || "The server could not save the FAQ."} Your draft is kept: try again.`;
  return own || "The FAQ was not saved. Check the text and try again.";
}

/** PATCH one FAQ as the signed-in staff member; resolves to the saved row. */
export async function updateFaq(
  backend: BackendSettings,
  accessToken: string,
  faq: Faq,
  fetcher: typeof fetch = fetch,
): Promise<Faq> {
  let response: Response;
  try {
    response = await fetcher(`${faqsUrl(backend)}/${faq.id}`, {
      method: "PATCH",
      headers: { ...keyHeaders(backend), Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ question: faq.question, answer: faq.answer }),
    });
  } catch {
    throw new FaqSaveError(unreachableMessage);
  }
  let body: { error?: unknown; fields?: unknown; faq?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's error page: the status speaks.
  }
  if (!response.ok) {
    const fields = (
      typeof body.fields === "object" && body.fields !== null ? body.fields : {}
    ) as FaqSaveError["fields"];
    // The site's proxy or Supabase's gateway: the function itself was not reached.
    if (response.status === 502 || response.status === 504) throw new FaqSaveError(unreachableMessage);
    throw new FaqSaveError(saveFailureMessage(response.status, body), fields);
  }
  if (!isFaq(body.faq))
    throw new FaqSaveError("The server answered in an unexpected way. Reload the page to see what was saved.");
  return { id: body.faq.id, question: body.faq.question, answer: body.faq.answer };
}
