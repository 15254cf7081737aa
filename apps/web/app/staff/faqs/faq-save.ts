// Saving one FAQ through the faqs function, with failures an editor can act on.
import type { FaqEditorTexts } from "@solvix/content/pages/faqs";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { fillText } from "@solvix/ui/lib/template";
import { isFaq } from "../../lib/published-content-rules.ts";
import { faqsUrl, keyHeaders, type Faq } from "./faq-list.ts";

/** A failed save: `message` is for the editor; `fields` names the offending field(s) when the backend said so. */
export class FaqSaveError extends Error {
  readonly fields: Partial<Record<"question" | "answer", string>>;
  constructor(message: string, fields: Partial<Record<"question" | "answer", string>> = {}) {
    super(message);
    this.name = "FaqSaveError";
    this.fields = fields;
  }
}

/** The messages of a failed save (`faqsPage.editor.failures` of the content package). */
export type SaveFailureTexts = FaqEditorTexts["failures"];

/** The function's own message (it speaks to the editor), with what happens to the draft. */
function saveFailureMessage(status: number, body: { error?: unknown }, texts: SaveFailureTexts): string {
  const own = typeof body.error === "string" && body.error.trim() ? body.error.trim() : "";
  const withReason = ({ message, reason }: SaveFailureTexts["forbidden"]) =>
    fillText(message, { reason: own || reason });
  if (status === 401) return withReason(texts.signInRejected);
  if (status === 403) return withReason(texts.forbidden);
  if (status >= 500) return withReason(texts.serverError);
  return own || texts.rejected;
}

/** PATCH one FAQ as the signed-in staff member; resolves to the saved row. */
export async function updateFaq(
  backend: BackendSettings,
  accessToken: string,
  faq: Faq,
  texts: SaveFailureTexts,
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
    throw new FaqSaveError(texts.unreachable);
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
    if (response.status === 502 || response.status === 504) throw new FaqSaveError(texts.unreachable);
    throw new FaqSaveError(saveFailureMessage(response.status, body, texts), fields);
  }
  if (!isFaq(body.faq)) throw new FaqSaveError(texts.unexpectedAnswer);
  return { id: body.faq.id, question: body.faq.question, answer: body.faq.answer };
}
