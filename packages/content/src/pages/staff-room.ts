// The words of the staff room's navigation (the layout around every /staff page) and the staff pages it lists.
import { z } from "zod";
import { staffRoles } from "../staff-roles.ts";
import { faqsPage } from "./faqs.ts";
import { textSchema as text } from "./page-schema.ts";
import { staffAnalyticsPage } from "./staff-analytics.ts";
import { staffApplicationsPage } from "./staff-applications.ts";
import { staffArticlesPage } from "./staff-articles.ts";
import { staffCaseStudiesPage } from "./staff-case-studies.ts";
import { staffEnquiriesPage } from "./staff-enquiries.ts";
import { staffPositionsPage } from "./staff-positions.ts";
import { staffPricingPage } from "./staff-pricing.ts";
import { staffProofPage } from "./staff-proof.ts";

/** One staff page: where it is, its name in the navigation, and the role that opens it. */
const staffPageSchema = z.strictObject({ path: z.string().startsWith("/"), label: text, role: z.enum(staffRoles) });

export const staffRoomSchema = z.strictObject({
  /** The accessible name of the staff navigation. */
  navLabel: text,
  /** The navigation's link before sign-in. */
  signIn: text,
  signOut: text,
  /** The staff pages, in the navigation's order; a signed-in account sees those its roles open. A new staff page is
   * one entry here (and its route). */
  pages: z.array(staffPageSchema).min(1),
});

export type StaffRoomTexts = z.infer<typeof staffRoomSchema>;
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffRoom = {
  navLabel: "Staff pages",
  signIn: "Sign In",
  signOut: "Sign Out",
  pages: [
    // The FAQs are edited on the public FAQ page itself, once an editor has signed in.
    { path: faqsPage.path, label: "FAQs", role: "editor" },
    { path: staffApplicationsPage.path, label: staffApplicationsPage.title, role: "recruiter" },
    { path: staffPositionsPage.path, label: staffPositionsPage.title, role: "positions_editor" },
    { path: staffArticlesPage.path, label: staffArticlesPage.title, role: "editor" },
    { path: staffCaseStudiesPage.path, label: staffCaseStudiesPage.title, role: "editor" },
    { path: staffAnalyticsPage.path, label: staffAnalyticsPage.title, role: "marketing" },
    { path: staffEnquiriesPage.path, label: staffEnquiriesPage.title, role: "sales" },
    { path: staffProofPage.path, label: staffProofPage.title, role: "editor" },
    { path: staffPricingPage.path, label: staffPricingPage.title, role: "editor" },
  ],
} satisfies z.input<typeof staffRoomSchema>;
