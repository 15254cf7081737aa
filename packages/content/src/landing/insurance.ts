// The words of the /sectors/insurance landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const insurance = {
  slug: "insurance",
  kind: "sector",
  canonicalPath: "/sectors/insurance",
  aliases: ["/industries/insurance"],
  listing: { industries: 10, sectors: 5 },
  card: {
    title: "Insurance",
    description:
      "Claims processors, underwriting assistants, policy administrators and customer service for insurers and brokers.",
    icon: "ShieldCheck",
    color: "indigo",
  },
  seo: {
    title: "Insurance Outsourcing: Remote Claims and Policy Staff",
    description:
      "Remote claims processors, underwriting assistants and policy administrators for insurers, brokers and agencies, for faster claims and tidier policy records.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Insurance Outsourcing",
      "Process claims faster and serve policyholders better with remote teams that work to your insurance procedures.",
    ),
    {
      type: "overview",
      title: "Faster Claims, Happier Policyholders",
      body: [
        "Insurers and brokers handle high volumes of applications, renewals and claims, each with its own documents and deadlines. Remote teams process them accurately and on time.",
        "They follow your underwriting guidelines and claims procedures, under your authority limits and quality checks.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Insurers and Brokers",
      items: [
        {
          title: "Faster Claims Turnaround",
          description: "First notice of loss to settlement, with fewer hand-offs and delays.",
          icon: "Timer",
        },
        {
          title: "Accurate Policy Data",
          description: "Applications, endorsements and renewals entered and checked correctly.",
          icon: "ListChecks",
        },
        {
          title: "Better Policyholder Service",
          description: "Questions answered quickly by agents who know your products.",
          icon: "Headset",
        },
        {
          title: "Lower Expense Ratio",
          description: "Operations costs fall without cutting service or compliance.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Claims Processing",
          description: "Claim intake, document checks, adjuster support and status updates.",
          icon: "FileCheck",
        },
        {
          title: "Underwriting Support",
          description: "Risk data gathering, quote preparation and submission review.",
          icon: "ClipboardCheck",
        },
        {
          title: "Policy Administration",
          description: "New business, endorsements, renewals and cancellations processed.",
          icon: "Files",
        },
        {
          title: "Policyholder Service",
          description: "Coverage questions, billing enquiries and claim updates by phone and e-mail.",
          icon: "Headset",
        },
        {
          title: "Premium Accounting",
          description: "Premium billing, collections and commission reconciliations.",
          icon: "Calculator",
        },
        {
          title: "Compliance Support",
          description: "Audit files, regulatory returns and complaint logs kept in order.",
          icon: "ShieldCheck",
        },
      ],
    },
    taskSection({
      intro: "From the first quote to the final claim payment, remote staff support the whole policy lifecycle.",
      note: "Tell us your lines of business and monthly volumes, and we will propose a team and its quality controls.",
      descriptions: {
        "Administrative Support":
          "Policy documents, endorsements and renewal packs prepared, indexed and sent on time.",
        "Customer Service Support":
          "Policyholder calls and e-mails on cover, premiums and claim status, answered to your service standards.",
        "Marketing and Sales Support": "Quote follow-ups, renewal retention calls and broker support for new business.",
        "Finance and Accounting Support":
          "Premium billing, collections, commission statements and claims payment reconciliations.",
        "HR Management Support":
          "Agent appointment records, training logs and onboarding paperwork for new claims and underwriting staff.",
        "Technical and Specialized Support":
          "Claims processors and underwriting assistants working to your guidelines and authority limits.",
        "Order Processing and Inventory Management Support":
          "New business applications, mid-term changes and cancellations processed in your policy system.",
        "Social Media Management Support":
          "Cover explainers, claims tips and seasonal risk reminders, reviewed by your compliance team.",
        "Website Maintenance and Content Creation Support":
          "Product pages, claim forms and policy wording libraries kept current on your website.",
        "Email Marketing Support":
          "Renewal reminders, policy documents and cross-sell offers sent to the right policyholders.",
        "Information Technology Support":
          "Policy administration and claims system support, user access and document management upkeep.",
        "Creative and Design Support":
          "Product brochures, claims guides and infographics that make cover easier to understand.",
      },
    }),
    closingCta(
      "Insurance",
      "Tell us which processes you want to speed up. We will present insurance support staff for your review.",
    ),
  ],
} satisfies LandingPage;
