// The words of the /industries/accounting-finance landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const accountingFinance = {
  slug: "accounting-finance",
  kind: "industry",
  canonicalPath: "/industries/accounting-finance",
  aliases: [],
  listing: { industries: 6 },
  card: {
    title: "Accounting and Finance",
    description: "Bookkeepers, accountants, payroll and AP/AR specialists who close your books on time.",
    icon: "Calculator",
    color: "green",
  },
  seo: {
    title: "Accounting Outsourcing: Remote Bookkeepers and Accountants",
    description:
      "Hire remote bookkeepers, accountants and payroll specialists who work in your accounting system, under your approval rules. Accurate books and faster closes.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Accounting and Finance Outsourcing",
      "Pre-vetted accountants and bookkeepers who keep your books accurate, your payments on time and your month-end close on schedule.",
      contactCta("Build Your Finance Team"),
    ),
    {
      type: "overview",
      title: "Accurate Books Without a Bigger Payroll",
      body: [
        "Finance teams are stretched between daily transactions, compliance deadlines and the analysis leaders ask for. Remote accountants take on the transactional work so your controller can focus on decisions.",
        "Every team works inside your accounting system under your approval rules, with segregation of duties and audit trails preserved.",
      ],
    },
    taskSection({
      intro: "Finance work touches every part of the business. A remote team can support all of it.",
      note: "Tell us which accounting system you use and your monthly transaction volumes, and we will recommend the right team.",
      descriptions: {
        "Administrative Support":
          "Document collection from clients and departments, filing of source documents and audit request tracking.",
        "Customer Service Support":
          "Supplier and customer queries on invoices, statements and payments answered from your ledger.",
        "Marketing and Sales Support":
          "Billing setup for new customers, credit application checks and quote-to-invoice handovers.",
        "Finance and Accounting Support":
          "Bookkeeping, AP and AR, reconciliations, payroll preparation and management reporting in your accounting system.",
        "HR Management Support":
          "Payroll inputs, new starter tax forms, leave balances and benefit deductions checked before each pay run.",
        "Technical and Specialized Support":
          "Financial analysts, systems accountants and tax preparers for the work beyond day-to-day bookkeeping.",
        "Order Processing and Inventory Management Support":
          "Purchase order matching, stock valuation and cost of goods reconciliations for inventory businesses.",
        "Social Media Management Support":
          "Tax deadline reminders, finance tips and firm news for accounting practices that market online.",
        "Website Maintenance and Content Creation Support":
          "Client portal upkeep, resource libraries and service pages for accounting and advisory firms.",
        "Email Marketing Support":
          "Client newsletters on tax and compliance deadlines, and payment reminder sequences for receivables.",
        "Information Technology Support":
          "Accounting software setup, bank feed connections, integrations and user permissions maintained.",
        "Creative and Design Support":
          "Management report layouts, dashboards and board pack charts that make the numbers readable.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Your Finance Function",
      items: [
        {
          title: "Faster Month-End Close",
          description: "Reconciliations and accruals done daily, so month-end becomes a review rather than a scramble.",
          icon: "CalendarCheck",
        },
        {
          title: "Tested Professionals",
          description:
            "Accountants and bookkeepers who pass a skills test on real ledgers, reconciliations and reporting tasks.",
          icon: "GraduationCap",
        },
        {
          title: "Controls Preserved",
          description: "Approval workflows, segregation of duties and audit trails stay exactly as you define them.",
          icon: "ShieldCheck",
        },
        {
          title: "Scalable Capacity",
          description: "Add hands for audits, year-end and system migrations without permanent local hires.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Bookkeeping",
          description: "Transaction coding, bank feeds and ledger maintenance in the accounting system you use.",
          icon: "FileSpreadsheet",
        },
        {
          title: "Accounts Payable",
          description: "Invoice capture, three-way matching, vendor statements and payment runs on schedule.",
          icon: "Receipt",
        },
        {
          title: "Accounts Receivable",
          description: "Invoicing, cash application, collections follow-up and ageing reports.",
          icon: "Wallet",
        },
        {
          title: "Payroll Processing",
          description:
            "Timesheets, payroll calculations, payslips and statutory contribution files prepared for approval.",
          icon: "Banknote",
        },
        {
          title: "Financial Reporting",
          description: "Management accounts, variance analysis and board packs delivered on your calendar.",
          icon: "ChartPie",
        },
        {
          title: "Audit and Tax Preparation",
          description: "Schedules, reconciliations and supporting documents ready for your auditors and tax agents.",
          icon: "FileCheck",
        },
      ],
    },
    closingCta(
      "Finance",
      "Let us take on the transactional work. Share your close calendar and volumes, and we will present pre-vetted accountants.",
    ),
  ],
} satisfies LandingPage;
