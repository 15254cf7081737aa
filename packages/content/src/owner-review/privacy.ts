// The owner's list (owner-review.ts): The privacy policy: security, analytics, how long enquiries are kept, the visit's attribution.
import type { OwnerReviewItem } from "../owner-review.ts";

export const privacyItems = [
  {
    text: "including encrypted connections, access controls on a need-to-know basis",
    question:
      "The specification lists a 'security' section of the Privacy Policy without its content. The policy names three arrangements (encrypted connections, need-to-know access controls, confidentiality obligations for staff and service providers). Confirm each, or give the arrangements the company has.",
    pages: ["/privacy-policy"],
  },
  {
    text: "deleted after 30 days",
    question:
      "Not in the specification (issue 47: the site counts its own visits, without cookies). The privacy policy says records of single page views and actions are deleted after 30 days and only daily totals kept (ANALYTICS_RAW_DAYS of the collect function, default 30; docs/analytics.md). Confirm the period, and that the policy's words on what is counted may stand.",
    pages: ["/privacy-policy"],
  },
  {
    text: "Enquiries are deleted 24 months after we receive them",
    question:
      "Not in the specification (issue 46: the leads inbox). The privacy policy says enquiries are deleted 24 months after they arrive, and the scheduled run of send-contact-email deletes older ones (ENQUIRY_RETENTION_MONTHS, default 24; docs/leads.md). Confirm the period.",
    pages: ["/privacy-policy"],
  },
  {
    text: "it also tells us how your visit began",
    question:
      "Not in the specification (issue 46). The enquiry and application forms send where the visit began (landing page, referring site without its query, campaign tags, the sending page, the time to send), kept in the browser's session storage for the visit only, and enquiries go with it to the company's CRM when CRM_WEBHOOK_URL is set. Confirm the policy's words, and name the CRM provider if the policy should.",
    pages: ["/privacy-policy"],
  },
] as const satisfies readonly OwnerReviewItem[];
