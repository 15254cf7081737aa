// The words of the FAQ editor on /faqs, shown only to a signed-in editor (schema and data); pages/faqs.ts holds them.
import { z } from "zod";
import { staffAccount, staffAccountSchema } from "./staff-sign-in.ts";

const text = z.string().min(1);

/** A failed save's message by the function's answer: "{reason}" is its own message, or `reason` when it gave none. */
const failureWithReason = z.strictObject({ message: z.string().includes("{reason}"), reason: text });

/** The FAQ editor, shown only to a signed-in editor. "{id}" is a question's number. */
export const faqEditorSchema = z.strictObject({
  /** Above the cards: "{account}" is the editor's e-mail (or `account.unnamed`), "{development}" is
   * `account.development` or nothing; the link to the sign-in page follows. */
  notice: z.string().includes("{account}").includes("{development}"),
  account: staffAccountSchema,
  signInLink: text,
  /** Added to the notice when the stored FAQs could not be loaded. */
  liveListFailed: text,
  edit: z.string().includes("{id}"),
  /** The other cards' edit buttons say this while one card is open. */
  editBlocked: text,
  cancel: z.string().includes("{id}"),
  save: z.string().includes("{id}"),
  labels: z.strictObject({ question: text, answer: text }),
  /** Under the answer: the tokens a stored row may hold (../tokens.ts), said literally. */
  tokensHint: z.string().includes("{brand}").includes("{email}").includes("{phone}"),
  /** The draft's checks: "{field}" is its name from `fields`, "{min}" and "{max}" the limits, "{length}" the draft's. */
  draft: z.strictObject({
    fields: z.strictObject({ question: text, answer: text }),
    empty: z.string().includes("{field}"),
    tooShort: z.string().includes("{field}").includes("{min}"),
    tooLong: z.string().includes("{field}").includes("{max}").includes("{length}"),
  }),
  /** Why a save failed; the draft is always kept. */
  failures: z.strictObject({
    sessionEnded: text,
    unreachable: text,
    signInRejected: failureWithReason,
    forbidden: failureWithReason,
    serverError: failureWithReason,
    rejected: text,
    unexpectedAnswer: text,
    unknown: text,
  }),
});

/** The FAQ editor's words. */
export type FaqEditorTexts = z.infer<typeof faqEditorSchema>;

export const faqEditorTexts = {
  notice: "Editing as {account}{development}. Saved changes are what every visitor sees.",
  account: staffAccount,
  signInLink: "Staff sign-in page",
  liveListFailed:
    "The current FAQs could not be loaded from the server, so this is the built-in copy and saving may fail.",
  edit: "Edit question {id}",
  editBlocked: "Save or cancel the open edit first",
  cancel: "Cancel editing question {id}",
  save: "Save question {id}",
  labels: { question: "Question", answer: "Answer" },
  tokensHint:
    "Write {brand}, {email} or {phone} where a question or answer names the company, its e-mail address or its phone number: the site fills in the current ones.",
  draft: {
    fields: { question: "question", answer: "answer" },
    empty: "Enter the {field}.",
    tooShort: "The {field} must be at least {min} characters.",
    tooLong: "The {field} must be at most {max} characters (it has {length}).",
  },
  failures: {
    sessionEnded:
      "Your staff session has ended, so nothing was saved. Sign in again on the staff sign-in page (in another tab, to keep this draft), then save.",
    unreachable: "Could not reach the server, so nothing was saved. Your draft is kept: try again.",
    signInRejected: {
      message:
        "{reason} Nothing was saved; your draft is kept. Sign in again on the staff sign-in page in another tab, then save.",
      reason: "Your sign-in was not accepted.",
    },
    forbidden: { message: "{reason} Nothing was saved.", reason: "Your account may not edit FAQs." },
    serverError: { message: "{reason} Your draft is kept: try again.", reason: "The server could not save the FAQ." },
    rejected: "The FAQ was not saved. Check the text and try again.",
    unexpectedAnswer: "The server answered in an unexpected way. Reload the page to see what was saved.",
    unknown: "The FAQ was not saved. Your draft is kept: try again.",
  },
} satisfies z.input<typeof faqEditorSchema>;
