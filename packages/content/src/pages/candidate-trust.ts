// What a candidate is told on /careers, each position, the talent pool and the sent page: the stages from application
// to offer with their usual durations, and that the company never asks candidates for money (the words live in
// application.ts, which the function copies for its sent page and the acknowledgement). Both on the owner's list.
import { z } from "zod";
import { feeWarningData, hiringStagesData } from "../application.ts";
import { site } from "../site.ts";
import { textSchema as text } from "./page-schema.ts";

export const hiringStagesSchema = z.strictObject({
  title: text,
  intro: text,
  stages: z.array(z.strictObject({ title: text, duration: text, body: text })).min(3),
  /** If we do not reply: the sentence the stages end with. */
  noReply: text,
});

export const hiringStages = hiringStagesData satisfies z.input<typeof hiringStagesSchema>;

export const feeWarningSchema = z.strictObject({ title: text, body: text, report: text });

/** The plain word on fees, with where to report a request for payment (the company's address). */
export const feeWarning = {
  ...feeWarningData,
  report: feeWarningData.report.replace("{address}", site.email),
} satisfies z.input<typeof feeWarningSchema>;
