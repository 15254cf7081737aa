// Stories of the recruiters' pages: applications as the function lists them, and a call that answers from them
// (no backend, no network).
import type { StaffCall } from "../auth/use-staff-call.ts";
import type { Application } from "./applications.ts";

const cv = (fileName: string) => ({ fileName, mediaType: "application/pdf", size: 182_000 });

export const storyApplications: Application[] = [
  {
    id: 3,
    position: "devops-engineer",
    positionTitle: "DevOps Engineer",
    categoryTitle: null,
    name: "Maria Santos",
    email: "maria.santos@example.com",
    country: "Philippines",
    createdAt: "2026-11-27T02:15:00Z",
    reviewStatus: "new",
    cv: cv("Maria Santos CV.pdf"),
    phone: "+63 917 555 0142",
    profileUrl: "https://www.linkedin.com/in/example",
    note: "Five years of Kubernetes in production.\nAvailable from January.",
    source: "jobstreet",
    attribution: {
      landingPath: "/careers/devops-engineer",
      utm: { utm_medium: "job-board", utm_source: "jobstreet", utm_campaign: "devops-dec" },
      page: "/careers/devops-engineer",
    },
  },
  {
    id: 2,
    position: "devops-engineer",
    positionTitle: "DevOps Engineer",
    categoryTitle: null,
    name: "Arjun Mehta",
    email: "arjun.mehta@example.com",
    country: "India",
    createdAt: "2026-11-25T09:40:00Z",
    reviewStatus: "shortlisted",
    cv: cv("Arjun Mehta.pdf"),
  },
  {
    id: 1,
    position: null,
    positionTitle: null,
    categoryTitle: "Customer Support",
    name: "Nguyen Thi Lan",
    email: "lan.nguyen@example.com",
    country: "Vietnam",
    createdAt: "2026-11-20T05:05:00Z",
    reviewStatus: "reviewed",
    cv: cv("Lan Nguyen CV.pdf"),
  },
];

/** A call answering `GET /<id>` with that application and anything else with `status` (200: done). */
export function storyCall(status = 200): StaffCall {
  return async (path, init) => {
    const application = storyApplications.find((item) => path === `/${item.id}`);
    if (application && (init?.method ?? "GET") === "GET")
      return Response.json({ application }, { headers: { "content-type": "application/json" } });
    return new Response(status === 200 ? "{}" : '{"error":"refused"}', { status });
  };
}
