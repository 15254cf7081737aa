// The owner's list (owner-review.ts): The contract: ownership of work, liability, confidentiality, the employer of record, the deposit.
import type { OwnerReviewItem } from "../owner-review.ts";

export const termsItems = [
  {
    text: "upon full payment of the related invoices",
    question:
      "The specification says nothing about who owns work product. The Terms, the EOR FAQ and the FAQ now all say it is assigned to the client upon full payment. Confirm this condition.",
    pages: ["/faqs", "/services/employer-of-record", "/terms"],
  },
  {
    text: "neither party is liable for indirect or consequential losses",
    question:
      "The specification lists a 'liability' section of the Terms without its content. The former cap (fees of three months) was removed; confirm this exclusion, or give the wording.",
    pages: ["/terms"],
  },
  {
    text: "These duties survive the end of the engagement.",
    question: "Confidentiality is a section of the Terms in the specification, without content. Confirm.",
    pages: ["/terms"],
  },
  {
    text: "is the legal employer",
    question:
      "The specification does not say which entity employs the staff in each country. The FAQ and the EOR page now both say the company is; the privacy policy no longer names affiliated employing entities. Confirm, or name the local entities or partners.",
    pages: ["/faqs", "/services/employer-of-record"],
  },
  {
    text: "It is returned when the engagement ends, after any outstanding invoices are settled.",
    question:
      "The specification gives a refundable security deposit (amount not shown), not when it is returned. Confirm.",
    pages: ["/faqs"],
  },
  {
    text: "Staff sign confidentiality agreements",
    question:
      "The Terms' confidentiality section has no content in the specification. The FAQ says staff sign confidentiality agreements (the former promises of managed devices, least-privilege access and secure connections were removed). Confirm.",
    pages: ["/faqs"],
  },
] as const satisfies readonly OwnerReviewItem[];
