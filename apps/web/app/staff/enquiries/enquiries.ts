// What the leads inbox's parts share: an enquiry as send-contact-email's staff routes return it, the statuses, the
// page's words, the list's filters (the page's query string), and the CSV export of what the filters show and its name.
import type { Utm } from "@solvix/content/attribution-rules";
import { campaignText } from "@solvix/content/attribution-words";
import type { staffEnquiriesPage } from "@solvix/content/pages/staff-enquiries";
import { staffIsoDay } from "@solvix/content/staff-time";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";
import { csvOf } from "../csv.ts";

export type Copy = Omit<typeof staffEnquiriesPage, "path" | "seo" | "title" | "intro">;
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const filterNames = ["status", "source", "from", "to", "q"] as const;

export interface Listed {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  created_at: string;
  lead_status: LeadStatus;
  mail_status: "pending" | "sent" | "failed";
  crm_status: "pending" | "sent" | "failed" | null;
  source: string;
}

export interface Attribution {
  landingPath?: string;
  referrer?: string;
  utm?: Utm;
  lastTouch?: { path: string; referrer?: string; utm?: Utm };
  page?: string;
  sinceLandingMs?: number;
  via: "script" | "referer";
}

export interface Opened {
  enquiry: Listed & {
    contact_number: string;
    message: string;
    attribution: Attribution | null;
    mail_attempts: number;
    mail_error: string | null;
    notified_at: string | null;
    acknowledged_at: string | null;
    crm_attempts: number;
    crm_last_error: string | null;
    crm_sent_at: string | null;
  };
  events: {
    id: number;
    kind: "status" | "note";
    status: LeadStatus | null;
    note: string | null;
    author: string;
    created_at: string;
  }[];
  related: Listed[];
}

type ListRead = (call: StaffCall) => Promise<Listed[] | "denied" | "failed">;
const readers = new Map<string, ListRead>();

/** Reads the list for a query string of filters, or why not; one function per query string, so that useStaffList
 * reads again only when the filters change. */
export function listReader(query: string): ListRead {
  const known = readers.get(query);
  if (known) return known;
  const read: ListRead = (call) => readStaffList<Listed>(call, "enquiries", query);
  readers.set(query, read);
  return read;
}

/** An enquiry as the list reads it for the export (`&export=1`): what the list shows, and what a sales person or a
 * CRM import needs beside it (the contact number, the message, where the visitor came from). */
export type Exported = Listed & Pick<Opened["enquiry"], "contact_number" | "message" | "attribution">;

const exportColumns: [string, (row: Exported) => unknown][] = [
  ["id", (row) => row.id],
  ["created_at", (row) => row.created_at],
  ["first_name", (row) => row.first_name],
  ["last_name", (row) => row.last_name],
  ["email", (row) => row.email],
  ["contact_number", (row) => row.contact_number],
  ["company", (row) => row.company],
  ["message", (row) => row.message],
  ["source", (row) => row.source],
  ["campaign", (row) => campaignText(row.attribution?.utm)],
  ["landing_page", (row) => row.attribution?.landingPath],
  ["referrer", (row) => row.attribution?.referrer],
  ["sent_from", (row) => row.attribution?.page],
  ["lead_status", (row) => row.lead_status],
  ["mail_status", (row) => row.mail_status],
  ["crm_status", (row) => row.crm_status],
];

/** The export's file name: the day in Singapore, where sales works ("enquiries-2026-12-04.csv" at 7:30 am there). */
export const enquiriesFile = (now: Date) => `enquiries-${staffIsoDay(now)}.csv`;

/** The CSV of the listed enquiries (what the filters show), with a header row. */
export function enquiriesCsv(list: Exported[]): string {
  return csvOf([
    exportColumns.map(([name]) => name),
    ...list.map((row) => exportColumns.map(([, value]) => value(row))),
  ]);
}
