// The words of the /industries/legal landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { calculatorLink, closingCta, contactCta, hero, LANDING_LASTMOD, OVERVIEW_HIGHLIGHT } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const legal = {
  slug: "legal",
  kind: "industry",
  canonicalPath: "/industries/legal",
  aliases: ["/sectors/legal"],
  listing: { industries: 13, sectors: 8 },
  card: {
    title: "Legal",
    description:
      "Paralegals, legal researchers, document reviewers and legal secretaries for firms and in-house teams.",
    icon: "Scale",
    color: "purple",
  },
  seo: {
    title: "Legal Process Outsourcing: Remote Paralegals",
    description:
      "Remote paralegals, legal researchers and document reviewers for law firms and in-house teams. The legal outsourcing market reports 60% faster case processing.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Legal Process Outsourcing",
      "Paralegals and legal support staff who research, draft and organise, so your lawyers spend their hours on advice and advocacy.",
      contactCta("Get Started"),
    ),
    {
      type: "overview",
      title: "Legal Outsourcing Is Now Mainstream",
      body: [
        "Law firms and in-house legal teams face rising volumes and pressure on fees. Outsourcing research, document review and administration to remote staff has become common practice.",
        "Our legal support professionals work under your lawyers' supervision, in your document management system, bound by strict confidentiality.",
      ],
      highlight: OVERVIEW_HIGHLIGHT,
      stats: [
        { value: "25%", label: "Growth of the legal outsourcing market" },
        { value: "78%", label: "Of firms already outsource legal work, as the market reports" },
        { value: "60%", label: "Faster case processing, as the market reports" },
      ],
    },
    {
      type: "salary-comparison",
      title: "Local vs Remote Paralegal Salaries",
      intro: "Typical yearly salary of a paralegal.",
      currency: "USD",
      period: "year",
      rows: [{ role: "Paralegal", local: { min: 55000, max: 75000 }, remote: { min: 10000, max: 16000 } }],
      link: calculatorLink,
    },
    taskSection({
      intro: "Every task below is done under the supervision of your lawyers.",
      note: "All legal work is prepared under the supervision of your qualified lawyers; our staff do not give legal advice.",
      descriptions: {
        "Administrative Support":
          "Diary management, court date tracking, conflict checks and file opening for your fee earners.",
        "Customer Service Support":
          "Client intake calls, matter status updates and appointment scheduling with your lawyers.",
        "Marketing and Sales Support":
          "Legal updates, directory submissions, event coordination and CRM upkeep for business development.",
        "Finance and Accounting Support":
          "Time entry review, billing preparation, trust account reconciliation and collections follow-up.",
        "HR Management Support":
          "Recruitment coordination for associates and staff, onboarding and CPD record keeping.",
        "Technical and Specialized Support":
          "Legal research, document review, contract abstraction and due diligence support.",
        "Order Processing and Inventory Management Support":
          "Court filing logistics, document production tracking and records retention schedules.",
        "Social Media Management Support":
          "LinkedIn posts on legal updates and firm news, reviewed for compliance before publishing.",
        "Website Maintenance and Content Creation Support":
          "Practice area pages, insights articles and lawyer profiles kept current.",
        "Email Marketing Support": "Client alerts and newsletters on regulatory changes, segmented by practice area.",
        "Information Technology Support":
          "Document management, e-discovery platform and case management system support.",
        "Creative and Design Support":
          "Pitch documents, trial graphics, chronologies and branded client presentations.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Legal Teams",
      items: [
        {
          title: "Lower Cost per Matter",
          description: "Paralegal work at remote rates keeps matters profitable and fees competitive.",
          icon: "PiggyBank",
        },
        {
          title: "Faster Case Processing",
          description: "The legal outsourcing market reports 60% faster case processing.",
          icon: "Zap",
        },
        {
          title: "Strict Confidentiality",
          description: "Privileged files stay in your document system, with the access you grant each matter.",
          icon: "Lock",
        },
        {
          title: "Lawyers Focus on Law",
          description: "Fee earners spend their time on advice, negotiation and court work.",
          icon: "Gavel",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Legal Research",
          description: "Case law, legislation and precedent research summarised in clear memos.",
          icon: "Search",
        },
        {
          title: "Document Review",
          description: "First-pass review, tagging and privilege logs for disputes and due diligence.",
          icon: "FileCheck",
        },
        {
          title: "Contract Management",
          description: "Drafting from templates, redlines, clause extraction and renewal tracking.",
          icon: "FileText",
        },
        {
          title: "Litigation Support",
          description: "Bundles, chronologies, exhibit lists and court filing preparation.",
          icon: "Scale",
        },
        {
          title: "Legal Transcription",
          description: "Accurate transcription of dictations, hearings and interviews.",
          icon: "MessageSquare",
        },
        {
          title: "Matter Administration",
          description: "Conflict checks, time entry, billing support and file management.",
          icon: "FolderKanban",
        },
      ],
    },
    closingCta(
      "Legal",
      "Tell us about your practice areas and workload. We will introduce paralegals and legal support staff who fit your team.",
    ),
  ],
} satisfies LandingPage;
