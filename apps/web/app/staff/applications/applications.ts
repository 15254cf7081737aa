// What the recruiters' pages share: an application as the function returns it, its statuses, the page's words.
import type { Utm } from "@solvix/content/attribution-rules";
import type { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
import { readStaffList } from "../auth/staff-list.tsx";
import type { StaffCall as Call } from "../auth/use-staff-call.ts";

export type Copy = Omit<typeof staffApplicationsPage, "path" | "seo" | "title" | "intro">;
export const statuses = ["new", "reviewed", "shortlisted", "declined"] as const;
export type ReviewStatus = (typeof statuses)[number];

export interface Application {
  id: number;
  position: string | null;
  positionTitle: string | null;
  categoryTitle: string | null;
  name: string;
  email: string;
  country: string;
  createdAt: string;
  reviewStatus: ReviewStatus;
  cv: { fileName: string; mediaType: string; size: number };
  phone?: string | null;
  profileUrl?: string | null;
  note?: string;
  /** Where the visit came from (issue 46): campaign source, referrer host, direct or unknown. */
  source?: string;
  attribution?: { landingPath?: string; utm?: Utm; page?: string } | null;
}

/** The list as the signed-in user may read it, or why not. */
export const fetchList = (call: Call) => readStaffList<Application>(call, "applications");
