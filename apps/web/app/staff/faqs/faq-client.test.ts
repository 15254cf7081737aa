// The faqs function client: where it calls, the rows it accepts, and how a failed load or save is explained.
import { faqsPage } from "@solvix/content/pages/faqs";
import { describe, expect, it } from "vitest";
import { faqsUrl, fetchFaqs, parseFaqList } from "./faq-list.ts";
import { FaqSaveError, updateFaq } from "./faq-save.ts";

const failures = faqsPage.editor.failures;
const unreachableMessage = "Could not reach the server, so nothing was saved. Your draft is kept: try again.";

const local = { supabaseUrl: "", supabaseAnonKey: "" };
const hosted = { supabaseUrl: "https://abc.supabase.co/", supabaseAnonKey: "sb_publishable_x" };
const row = { id: 3, question: "Q three?", answer: "Answer three." };

/** A recording stand-in for the browser's fetch (the network is the boundary here). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { fetcher, calls };
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the faqs function client", () => {
  it("calls the function on this origin without a project, and on the project with its key otherwise", async () => {
    expect(faqsUrl(local, "http://127.0.0.1:4173")).toBe("http://127.0.0.1:4173/functions/v1/faqs");
    expect(faqsUrl(hosted)).toBe("https://abc.supabase.co/functions/v1/faqs");
    const { fetcher, calls } = fakeFetch(() => jsonAnswer(200, { faqs: [row] }));
    await fetchFaqs(hosted, fetcher);
    expect(calls[0]?.init?.headers).toEqual({ apikey: "sb_publishable_x" });
  });

  it("returns the rows sorted by id and rejects any other shape", () => {
    expect(parseFaqList({ faqs: [{ ...row, id: 9, updated_at: "x" }, row] })).toEqual([row, { ...row, id: 9 }]);
    for (const bad of [null, [], { faqs: [] }, { faqs: [{ id: "1", question: "q", answer: "a" }] }]) {
      expect(() => parseFaqList(bad)).toThrow();
    }
  });

  it("rejects a failed list load, so the page keeps its prerendered FAQs", async () => {
    await expect(fetchFaqs(hosted, fakeFetch(() => jsonAnswer(503, { error: "down" })).fetcher)).rejects.toThrow(/503/);
  });

  it("PATCHes one FAQ with the caller's token and returns the saved row", async () => {
    const { fetcher, calls } = fakeFetch(() => jsonAnswer(200, { faq: row }));
    await expect(updateFaq(hosted, "jwt", row, failures, fetcher)).resolves.toEqual(row);
    expect(calls[0]?.url).toBe("https://abc.supabase.co/functions/v1/faqs/3");
    expect(calls[0]?.init).toMatchObject({
      method: "PATCH",
      headers: { apikey: "sb_publishable_x", Authorization: "Bearer jwt", "Content-Type": "application/json" },
      body: JSON.stringify({ question: row.question, answer: row.answer }),
    });
  });

  it("explains a refused, invalid or unreachable save", async () => {
    const save = (answer: () => Response | Promise<Response>) =>
      updateFaq(local, "jwt", row, failures, fakeFetch(answer).fetcher);
    await expect(save(() => jsonAnswer(401, { error: "Your session has expired." }))).rejects.toThrow(
      /^Your session has expired\. Nothing was saved; your draft is kept\. Sign in again/,
    );
    await expect(save(() => jsonAnswer(401, {}))).rejects.toThrow(/^Your sign-in was not accepted\./);
    await expect(save(() => jsonAnswer(403, { error: "Only signed-in editors can change FAQs." }))).rejects.toThrow(
      "Only signed-in editors can change FAQs. Nothing was saved.",
    );
    await expect(save(() => jsonAnswer(503, { error: "FAQs are not available just now." }))).rejects.toThrow(
      "FAQs are not available just now. Your draft is kept: try again.",
    );
    const invalid = await save(() =>
      jsonAnswer(400, { error: "Check the fields.", fields: { answer: "Too long" } }),
    ).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(FaqSaveError);
    expect((invalid as FaqSaveError).fields).toEqual({ answer: "Too long" });
    await expect(save(() => new Response("Bad gateway", { status: 502 }))).rejects.toThrow(unreachableMessage);
    await expect(save(() => Promise.reject(new TypeError("Failed to fetch")))).rejects.toThrow(unreachableMessage);
  });
});
