// The words of the /industries/backoffice-administration landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const backofficeAdministration = {
  slug: "backoffice-administration",
  kind: "industry",
  canonicalPath: "/industries/backoffice-administration",
  aliases: [],
  listing: { industries: 5, roles: 5 },
  card: {
    title: "Back Office Administration",
    description: "Virtual assistants, data entry, document control and operations staff behind your business.",
    icon: "ClipboardList",
    color: "slate",
  },
  seo: {
    title: "Back Office Outsourcing: Remote Admin Staff",
    description:
      "Outsource data entry, document processing, scheduling and operations administration to dedicated remote staff who follow your documented processes.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Back Office Administration Outsourcing",
      "Free your managers from paperwork. Dedicated administrators take on the repeatable work that keeps your business running.",
      contactCta("Build Your Back Office"),
    ),
    {
      type: "overview",
      title: "The Work Behind Every Sale",
      body: [
        "Data entry, document control, scheduling and reporting rarely grow revenue, yet they consume hours of your best people's time. Remote administrators take that load off, accurately and on time.",
        "We document your processes with you, train the team on them and measure accuracy and turnaround, so the work gets done the same way every day.",
      ],
    },
    taskSection({
      intro: "From the front office to the back office, one remote team can cover the routine work of your business.",
      note: "List the tasks that take your team's time each week and we will show you which ones a remote administrator can take over.",
      descriptions: {
        "Administrative Support":
          "Executive assistance, inbox triage, scheduling, travel bookings, minutes and document preparation.",
        "Customer Service Support":
          "Order status, account changes and document requests answered for the customers of your operations team.",
        "Marketing and Sales Support":
          "Quote preparation, CRM data entry and contract paperwork that move deals from sales to delivery.",
        "Finance and Accounting Support":
          "Invoice processing, expense claims, purchase order matching and supplier statement checks.",
        "HR Management Support":
          "Employee files, contract paperwork, leave records and onboarding packs prepared to your templates.",
        "Technical and Specialized Support":
          "Process analysts and data specialists who document, clean up and improve your routine operations.",
        "Order Processing and Inventory Management Support":
          "Order entry, stock updates and delivery scheduling in your ERP, with exceptions flagged to your team.",
        "Social Media Management Support":
          "Scheduled posts, comment moderation and simple reporting for businesses without a marketing team.",
        "Website Maintenance and Content Creation Support":
          "Product and price updates, policy pages and form submissions kept current on your website.",
        "Email Marketing Support":
          "Customer mailing lists cleaned, segmented and kept in step with your CRM for routine announcements.",
        "Information Technology Support":
          "User accounts, password resets, shared drive permissions and software requests for office staff.",
        "Creative and Design Support":
          "Forms, templates, report layouts and internal presentations formatted to your house style.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Your Operations",
      items: [
        {
          title: "More Time for Growth",
          description: "Managers and sales staff spend their hours on clients instead of spreadsheets and forms.",
          icon: "TrendingUp",
        },
        {
          title: "Accuracy You Can Measure",
          description: "Checklists, double-checks and error tracking on every repeatable process.",
          icon: "ListChecks",
        },
        {
          title: "Documented Processes",
          description:
            "Standard operating procedures written as the team learns, so knowledge stays with your business.",
          icon: "FileCheck",
        },
        {
          title: "Lower Fixed Costs",
          description: "No extra office space, equipment or local employment overheads as the workload grows.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Virtual Assistants",
          description: "Executive and team assistants who manage inboxes, calendars, travel and follow-ups.",
          icon: "CalendarCheck",
        },
        {
          title: "Data Entry and Processing",
          description: "Fast, accurate entry and clean-up of records in your CRM, ERP and spreadsheets.",
          icon: "FileSpreadsheet",
        },
        {
          title: "Document Management",
          description: "Scanning, indexing, filing and version control for contracts, forms and records.",
          icon: "Files",
        },
        {
          title: "Operations Coordination",
          description: "Vendor follow-ups, purchase orders, scheduling and status reporting across teams.",
          icon: "Workflow",
        },
        {
          title: "Reporting",
          description: "Daily and weekly reports compiled from your systems and delivered on schedule.",
          icon: "ChartBar",
        },
        {
          title: "Secure Handling",
          description: "Sensitive business data stays in your systems, with the access you grant each role.",
          icon: "Lock",
        },
      ],
    },
    closingCta(
      "Back Office",
      "Tell us which processes slow you down. We will staff them with administrators and targets agreed with you.",
    ),
  ],
} satisfies LandingPage;
