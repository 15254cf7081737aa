// The FAQ editor's draft checks before anything is sent.
import { faqEntrySchema, faqsPage, initialFaqs } from "@solvix/content/pages/faqs";
import { describe, expect, it } from "vitest";
import { checkDraft as checkDraftWith, checkField as checkFieldWith, faqLimits, type FaqField } from "./faq-draft.ts";

const texts = faqsPage.editor.draft;
const checkDraft = (draft: Record<FaqField, string>) => checkDraftWith(draft, texts);
const checkField = (field: FaqField, value: string) => checkFieldWith(field, value, texts);

describe("the FAQ editor's draft checks", () => {
  it("use the content package's limits, so the editor, the seed data and the backend agree", () => {
    const { question, answer } = faqEntrySchema.shape;
    expect(faqLimits).toEqual({
      question: { min: question.minLength, max: question.maxLength },
      answer: { min: answer.minLength, max: answer.maxLength },
    });
  });

  it("accept every initial FAQ unchanged", () => {
    for (const faq of initialFaqs) expect(checkDraft(faq), `FAQ ${faq.id}`).toEqual({});
  });

  it("name an empty or blank field", () => {
    expect(checkDraft({ question: "   ", answer: "" })).toEqual({
      question: "Enter the question.",
      answer: "Enter the answer.",
    });
  });

  it("give the limits and the length of text that is too short or too long, counting trimmed text", () => {
    expect(checkField("question", "  Why ")).toBe("The question must be at least 5 characters.");
    expect(checkField("question", ` ${"q".repeat(300)} `)).toBeUndefined();
    expect(checkField("question", "q".repeat(301))).toBe("The question must be at most 300 characters (it has 301).");
    expect(checkField("answer", "a".repeat(3001))).toBe("The answer must be at most 3000 characters (it has 3001).");
  });

  it("accept markup as plain text (it is shown as text, never as HTML)", () => {
    expect(checkDraft({ question: "<b>Bold?</b>", answer: "<script>alert(1)</script> is shown as text" })).toEqual({});
  });
});
