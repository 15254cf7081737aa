// Stories of the leads inbox: enquiries as the function lists and opens them (no backend, no network).
import type { Listed, Opened } from "./enquiries.ts";

export const storyEnquiries: Listed[] = [
  {
    id: 42,
    first_name: "Jane",
    last_name: "Tan",
    email: "jane.tan@acme.example",
    company: "Acme Property Pte Ltd",
    created_at: "2026-11-29T03:10:00Z",
    lead_status: "new",
    mail_status: "sent",
    crm_status: "sent",
    source: "linkedin",
  },
  {
    id: 41,
    first_name: "Wei",
    last_name: "Lim",
    email: "wei.lim@harbour.example",
    company: "Harbour Logistics",
    created_at: "2026-11-28T09:45:00Z",
    lead_status: "contacted",
    mail_status: "sent",
    crm_status: "pending",
    source: "www.google.com",
  },
  {
    id: 37,
    first_name: "Jane",
    last_name: "Tan",
    email: "jane.tan@acme.example",
    company: "Acme Property Pte Ltd",
    created_at: "2026-11-20T01:05:00Z",
    lead_status: "qualified",
    mail_status: "sent",
    crm_status: null,
    source: "direct",
  },
];

export const storyOpened: Opened = {
  enquiry: {
    ...storyEnquiries[0]!,
    contact_number: "+65 6123 4567",
    message: "We would like two remote property administrators from January.\nCould you call us on Monday?",
    attribution: {
      landingPath: "/sectors/real-estate",
      referrer: "https://www.linkedin.com/feed/update/123",
      utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "q4-property" },
      page: "/contact",
      sinceLandingMs: 185_000,
      via: "script",
    },
    mail_attempts: 1,
    mail_error: null,
    notified_at: "2026-11-29T03:10:02Z",
    acknowledged_at: "2026-11-29T03:10:03Z",
    crm_attempts: 1,
    crm_last_error: null,
    crm_sent_at: "2026-11-29T03:10:02Z",
  },
  events: [
    {
      id: 1,
      kind: "status",
      status: "contacted",
      note: null,
      author: "sam.sales@solvix.example",
      created_at: "2026-11-29T04:00:00Z",
    },
    {
      id: 2,
      kind: "note",
      status: null,
      note: "Called; sending a quote on Friday.",
      author: "sam.sales@solvix.example",
      created_at: "2026-11-29T04:05:00Z",
    },
  ],
  related: [storyEnquiries[2]!],
};
