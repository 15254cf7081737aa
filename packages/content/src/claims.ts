// The one account of savings and of support hours (DECISIONS.md, "Words on money, support and eligibility"): pages
// quote these words instead of writing their own, and `claims.test.ts` fails on a percentage that leaves them.

/** The cap: no figure above it is presented as savings, and where it appears it is "up to" it. */
export const savingsCap = 80;

/** What "up to 80%" compares, said beside it wherever the percentage appears. */
export const savingsBasis = "on labour costs, compared with hiring locally";

/** The savings line with its basis: "Save up to 80% on labour costs, compared with hiring locally." */
export const savingsLine = `Save up to ${savingsCap}% ${savingsBasis}.`;

/** The FAQ's range, said as the typical one. */
export const typicalSavings = "50-70%";

/**
 * Support hours, said once: "24/7" is the remote staff's hours and shifts, agreed with the client; the company's
 * office hours (site.businessHours) are for enquiries.
 */
export const supportHours = {
  title: "24/7 support",
  staff: "Your remote staff work the hours and shifts you agree with us",
  office: "our office answers enquiries Monday to Friday, 9:00 AM to 6:00 PM Singapore time",
} as const;

/** Both halves in one sentence, for a card or a paragraph. */
export const supportSentence = `${supportHours.staff}; ${supportHours.office}.`;
