// Statements on the site that the specification does not give: the owner confirms each before launch. The items are
// in owner-review/, a file per topic (careers, terms, service, fees, privacy): add yours to its topic's file.
import { careersItems } from "./owner-review/careers.ts";
import { feesItems } from "./owner-review/fees.ts";
import { privacyItems } from "./owner-review/privacy.ts";
import { serviceItems } from "./owner-review/service.ts";
import { termsItems } from "./owner-review/terms.ts";

/**
 * A statement the company would have to honour, written here because a page needed it but not given by the
 * specification. `text` is found in the pages' words (case-insensitive); `pages` lists every page that shows it
 * ("*" for the parts every page shows). `owner-review.test.ts` fails when the list and the pages disagree.
 */
export interface OwnerReviewItem {
  text: string;
  /** What the specification says, and what the owner must confirm. */
  question: string;
  pages: readonly string[];
}

export const ownerReview = [
  ...careersItems,
  ...termsItems,
  ...serviceItems,
  ...feesItems,
  ...privacyItems,
  {
    text: "needs the client's recorded agreement",
    question:
      "Not in the specification (issue 49: the proof staff enter at /staff/proof). A testimonial or a client logo is stored only with a record of the client's agreement: who agreed, on which date, and how (e.g. a signed release or an e-mail, and where it is kept); the record stays with staff and is never published, and a client who withdraws is deleted, which takes them off the site at the next build (docs/proof.md). Confirm what the company accepts as agreement (in writing only?), whether team members' photos and names need the same record, and whether the privacy policy should say how quoted clients' names and photos are used.",
    pages: ["/staff/proof"],
  },
] as const satisfies readonly OwnerReviewItem[];
