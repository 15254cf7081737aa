// The words of the /sectors/utility-energy landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const utilityEnergy = {
  slug: "utility-energy",
  kind: "sector",
  canonicalPath: "/sectors/utility-energy",
  aliases: ["/industries/utilities-renewable"],
  listing: { industries: 12, sectors: 11 },
  card: {
    title: "Utilities and Energy",
    description: "Billing, meter data, customer care and project support for utilities and renewable energy firms.",
    icon: "Zap",
    color: "lime",
  },
  seo: {
    title: "Utility and Energy Outsourcing: Remote Billing and Support",
    description:
      "Remote billing analysts, meter data specialists, customer care and renewable project support staff for utilities and energy companies.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Utility and Energy Outsourcing",
      "Power your operations with remote teams for billing, customer care and renewable energy projects.",
    ),
    {
      type: "overview",
      title: "Reliable Service for Every Customer Account",
      body: [
        "Utilities and energy retailers manage millions of meter reads, bills and customer contacts, while renewable developers juggle permits, data and reporting. Remote teams handle both with accuracy.",
        "They work in your billing, CRM and asset systems under your data protection and regulatory requirements.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Utilities and Energy Companies",
      items: [
        {
          title: "Accurate Billing",
          description: "Meter data validated and billing exceptions resolved before bills go out.",
          icon: "Receipt",
        },
        {
          title: "Responsive Customer Care",
          description: "Move-ins, outages and payment plans handled with empathy and speed.",
          icon: "Headset",
        },
        {
          title: "Renewable Project Support",
          description: "Permitting, documentation and performance reporting for solar and wind assets.",
          icon: "Sun",
        },
        {
          title: "Lower Cost per Customer Account",
          description: "Operating costs fall while service standards stay high.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Billing Operations",
          description: "Bill runs, exception handling, adjustments and collections support.",
          icon: "FileSpreadsheet",
        },
        {
          title: "Meter Data Management",
          description: "Read validation, estimates and consumption anomaly checks.",
          icon: "Gauge",
        },
        {
          title: "Customer Care",
          description: "Account, outage and payment enquiries across phone, e-mail and chat.",
          icon: "Headset",
        },
        {
          title: "Asset Data",
          description: "Asset registers, work orders and maintenance records kept current.",
          icon: "Plug",
        },
        {
          title: "Renewable Energy Support",
          description: "Generation data, permits and investor reports for solar and wind portfolios.",
          icon: "Wind",
        },
        {
          title: "Regulator and Sustainability Returns",
          description: "Data preparation for regulator returns and sustainability reporting.",
          icon: "Leaf",
        },
      ],
    },
    taskSection({
      intro: "From meter to bill to customer, remote staff can support every step.",
      note: "Tell us about your customer base and systems, and we will propose a team for the shifts you agree with us.",
      descriptions: {
        "Administrative Support":
          "Connection applications, permit documents and customer account files processed and tracked.",
        "Customer Service Support":
          "Move-in and move-out requests, outage questions and payment plans handled for your customers.",
        "Marketing and Sales Support":
          "Tariff switch campaigns, solar and energy efficiency leads and customer acquisition follow-up.",
        "Finance and Accounting Support": "Bill runs, payment allocation, collections and billing exception handling.",
        "HR Management Support": "Field crew onboarding, safety training records and contractor documentation.",
        "Technical and Specialized Support": "Meter data analysts, GIS technicians and renewable project coordinators.",
        "Order Processing and Inventory Management Support":
          "Meter installation orders, spare parts stock and field work orders scheduled and closed.",
        "Social Media Management Support":
          "Outage notices, energy saving tips and replies to customer questions on your channels.",
        "Website Maintenance and Content Creation Support":
          "Tariff pages, outage maps, moving home guides and sustainability content kept current.",
        "Email Marketing Support":
          "Bill-ready notices, usage alerts and energy efficiency newsletters sent to customer segments.",
        "Information Technology Support":
          "Billing and CRM user support, smart meter data platform access and field device setup.",
        "Creative and Design Support":
          "Bill designs, infographics on energy use and visuals for sustainability reports.",
      },
    }),
    closingCta(
      "Utility and Energy",
      "Tell us what you need to scale. We will present remote energy professionals for your review.",
    ),
  ],
} satisfies LandingPage;
