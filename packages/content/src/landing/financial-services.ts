// The words of the /sectors/financial-services landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const financialServices = {
  slug: "financial-services",
  kind: "sector",
  canonicalPath: "/sectors/financial-services",
  aliases: [],
  listing: { sectors: 3 },
  card: {
    title: "Financial Services",
    description: "Operations, KYC, customer service and reporting staff for banks, brokers, lenders and fintechs.",
    icon: "CircleDollarSign",
    color: "teal",
  },
  seo: {
    title: "Financial Services Outsourcing: Remote Operations Staff",
    description:
      "Remote KYC analysts, loan processors, customer service and reporting staff for banks, brokers, lenders and fintechs, working to your controls.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Financial Services Outsourcing",
      "Remote teams for the operations behind banking, lending, wealth and payments, working to your procedures and under your controls.",
    ),
    {
      type: "overview",
      title: "Operations That Keep Pace With Growth",
      body: [
        "Customer onboarding, transaction processing and regulatory reporting grow with every new client. Remote operations teams absorb that growth without adding local headcount.",
        "Teams work under your policies and controls, with restricted system access, audit trails and documented procedures.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Financial Services Firms",
      items: [
        {
          title: "Compliance Built In",
          description: "Onboarding to your KYC and AML procedures and internal policies, agreed with you.",
          icon: "ShieldCheck",
        },
        {
          title: "Faster Onboarding",
          description: "Applications and verifications processed quickly, so clients start sooner.",
          icon: "Zap",
        },
        {
          title: "Controlled Access",
          description: "Staff work in your systems, with the permissions you grant and the monitoring you choose.",
          icon: "Lock",
        },
        {
          title: "Lower Cost to Serve",
          description: "Operations costs fall while service levels and accuracy improve.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "KYC and Onboarding",
          description: "Identity checks, document verification and risk screening of new clients.",
          icon: "UserCheck",
        },
        {
          title: "Loan Processing",
          description: "Application intake, document collection and underwriting support.",
          icon: "FileCheck",
        },
        {
          title: "Payments Operations",
          description: "Reconciliations, exception handling and chargeback management.",
          icon: "CreditCard",
        },
        {
          title: "Client Service",
          description: "Account enquiries answered by agents working to your scripts.",
          icon: "Headset",
        },
        {
          title: "Regulatory Reporting",
          description: "Data preparation and checks for statutory and internal reports.",
          icon: "ChartBar",
        },
        {
          title: "Fraud Monitoring",
          description: "Alert review and case preparation for your fraud and risk teams.",
          icon: "Eye",
        },
      ],
    },
    taskSection({
      intro: "From the front office to compliance, remote teams support every function of a financial firm.",
      note: "Tell us about your regulatory environment and systems, and we will design a team with the controls it requires.",
      descriptions: {
        "Administrative Support":
          "Account opening packs, mandate updates and document filing for banks, brokers and lenders.",
        "Customer Service Support":
          "Account, card and payment enquiries answered by agents working to your scripts and controls.",
        "Marketing and Sales Support":
          "Lead qualification, application follow-up and CRM updates for loan, card and investment products.",
        "Finance and Accounting Support":
          "Reconciliations, payment operations, fee calculations and financial reporting support.",
        "HR Management Support":
          "Employee attestations, training records and onboarding checks that regulated firms must keep.",
        "Technical and Specialized Support":
          "KYC analysts, loan processors and compliance assistants who work to your procedures.",
        "Order Processing and Inventory Management Support":
          "Trade settlement checks, payment instructions and document tracking across your operations queues.",
        "Social Media Management Support":
          "Product updates and financial education posts, reviewed by your compliance team before publishing.",
        "Website Maintenance and Content Creation Support":
          "Rate tables, product pages, disclosures and FAQs kept current as products change.",
        "Email Marketing Support":
          "Statements, product notices and onboarding e-mails to clients, with opt-outs respected.",
        "Information Technology Support":
          "User access requests, entitlement reviews and support for core banking and CRM users.",
        "Creative and Design Support":
          "Client reports, product factsheets and presentation decks laid out to your brand and disclosure rules.",
      },
    }),
    closingCta(
      "Financial Services",
      "Share the processes you want to scale. We will present pre-vetted professionals and the controls around them.",
    ),
  ],
} satisfies LandingPage;
