// What the recruiters' pages share: an application as the function returns it, its statuses, the page's words.
import type { staffApplicationsPage } from "@solvix/content/pages/staff-applications";
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
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-SG", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Singapore" });

/** The list as the signed-in user may read it, or why not. */
export async function fetchList(call: Call): Promise<Application[] | "denied" | "failed"> {
  try {
    const response = await call("");
    if (!response.ok) {
      // The answer's body is not read: cancel it, or the request never counts as finished in the browser.
      await response.body?.cancel().catch(() => undefined);
      return response.status === 403 || response.status === 401 ? "denied" : "failed";
    }
    return ((await response.json()) as { applications: Application[] }).applications;
  } catch {
    return "failed";
  }
}
