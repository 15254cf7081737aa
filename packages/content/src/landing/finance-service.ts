// The words of the /industries/finance-service landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD, yearlySalaries } from "./common.ts";

export const financeService = {
  slug: "finance-service",
  kind: "industry",
  canonicalPath: "/industries/finance-service",
  aliases: [],
  listing: { industries: 7 },
  card: {
    title: "Finance Services",
    description: "Analysts, investment associates, risk and compliance specialists for financial institutions.",
    icon: "Landmark",
    color: "teal",
  },
  seo: {
    title: "Finance Service Outsourcing: Remote Analysts and Compliance",
    description:
      "Remote finance analysts, investment associates, risk and compliance specialists. The finance outsourcing market reports 50-70% cost reduction and 40% faster processing.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Finance Service Outsourcing",
      "Skilled finance professionals for banks, funds, insurers and fintechs, delivering analysis and operations at a fraction of local cost.",
      contactCta("Talk to a Finance Specialist"),
    ),
    {
      type: "overview",
      title: "A Fast-Growing Market for Finance Outsourcing",
      body: [
        "Financial institutions are outsourcing more of their analysis, operations and compliance work to meet rising volumes and regulatory demands without growing local headcount.",
        "Our finance professionals work under your policies, systems and approvals, with the confidentiality and controls regulated firms expect.",
      ],
      highlight: "A market that reports 50-70% cost reduction",
      stats: [
        { value: "$58 billion", label: "Finance outsourcing market by 2025" },
        { value: "50-70%", label: "Cost reduction, as the market reports" },
        { value: "40%", label: "Faster processing, as the market reports" },
        { value: "250+", label: "Finance professionals" },
        { value: "180+", label: "Client companies" },
      ],
    },
    yearlySalaries("Local vs Remote Finance Salaries", [
      ["Finance Analyst", [75000, 95000], [12000, 18000]],
      ["Investment Associate", [85000, 110000], [14000, 20000]],
      ["Risk Specialist", [80000, 105000], [13000, 19000]],
      ["Compliance Officer", [70000, 90000], [11000, 17000]],
    ]),
    {
      type: "checklist",
      title: "Why Choose Remote Finance Teams?",
      items: [
        {
          title: "Proven finance expertise",
          description:
            "Professionals with banking, audit and investment backgrounds, given a skills test before you meet them.",
        },
        {
          title: "Regulatory awareness",
          description: "Staff work to your KYC, AML and reporting procedures and your internal policies.",
        },
        {
          title: "Secure operations",
          description: "Client and market data stay in your systems, with the access you grant.",
        },
        {
          title: "Extended hours",
          description:
            "Time-zone differences let processing, reporting and market monitoring continue after your office closes, in the shifts you agree with us.",
        },
        {
          title: "Scale with demand",
          description: "Add analysts for reporting seasons, audits and new products without long-term contracts.",
        },
      ],
    },
    {
      type: "roles",
      title: "Finance Roles We Fill",
      items: [
        {
          title: "Finance Analysts",
          description: "Budgeting, forecasting, variance analysis and management reporting.",
          icon: "ChartLine",
          skills: ["Financial modelling", "Excel", "Power BI"],
        },
        {
          title: "Investment Associates",
          description: "Research, valuation models, pitch materials and portfolio monitoring.",
          icon: "TrendingUp",
          skills: ["Valuation", "Due diligence", "Bloomberg"],
        },
        {
          title: "Risk Specialists",
          description: "Credit, market and operational risk analysis and reporting.",
          icon: "Gauge",
          skills: ["Credit analysis", "Risk reporting", "Stress testing"],
        },
        {
          title: "Compliance Officers",
          description: "KYC reviews, AML monitoring, regulatory filings and policy upkeep.",
          icon: "ShieldCheck",
          skills: ["KYC/AML", "Regulatory reporting", "Policy review"],
        },
        {
          title: "Fund Accountants",
          description: "NAV calculations, reconciliations and investor reporting for funds.",
          icon: "Calculator",
          skills: ["NAV", "Reconciliations", "Investor reporting"],
        },
        {
          title: "Loan Processors",
          description: "Loan applications, document checks and servicing from intake to closing.",
          icon: "FileCheck",
          skills: ["Underwriting support", "Document review", "Loan servicing"],
        },
      ],
    },
    {
      type: "features",
      title: "Benefits of Finance Service Outsourcing",
      items: [
        {
          title: "Lower Operating Costs",
          description: "The finance outsourcing market reports 50-70% lower costs for analysis and operations.",
          icon: "PiggyBank",
        },
        {
          title: "Faster Processing",
          description: "The market reports 40% faster processing of transactions and reports.",
          icon: "Zap",
        },
        {
          title: "Deep Talent Pool",
          description: "250+ finance professionals in our talent pool, and 180+ finance client companies.",
          icon: "Users",
        },
        {
          title: "Accuracy and Control",
          description: "Your maker-checker reviews and documented procedures apply to every process.",
          icon: "ListChecks",
        },
        {
          title: "Data Security",
          description: "Access to your systems is yours to grant, restrict and audit.",
          icon: "Lock",
        },
        {
          title: "Focus on Clients",
          description: "Your local team spends its time on clients and decisions, not on processing.",
          icon: "Target",
        },
      ],
    },
    closingCta(
      "Finance Service",
      "Tell us which finance roles you need. We will share profiles of pre-vetted professionals and a cost comparison for your team.",
    ),
  ],
} satisfies LandingPage;
