// The words of the /sectors/real-estate landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const realEstate = {
  slug: "real-estate",
  kind: "sector",
  canonicalPath: "/sectors/real-estate",
  aliases: [],
  listing: { sectors: 1 },
  card: {
    title: "Real Estate",
    description:
      "Listing coordinators, transaction support and property management assistants for agencies and developers.",
    icon: "House",
    color: "sky",
  },
  seo: {
    title: "Real Estate Outsourcing: Remote Property Support Staff",
    description:
      "Remote listing coordinators, transaction coordinators and property management assistants for agencies, developers and landlords, working in your CRM.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Real Estate Outsourcing",
      "Close more deals with less admin. Remote staff manage listings, leads, transactions and tenants while your agents sell.",
    ),
    {
      type: "overview",
      title: "Agents Should Be With Clients",
      body: [
        "Every property transaction generates paperwork: listings, viewings, offers, contracts and tenancy records. Remote real estate assistants take that work off your agents and property managers.",
        "They work in your CRM and listing portals, follow your compliance checklists and keep every lead and transaction moving.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Real Estate Businesses",
      items: [
        {
          title: "More Selling Time",
          description: "Agents hand off admin and spend their days on viewings and negotiations.",
          icon: "Handshake",
        },
        {
          title: "Faster Lead Response",
          description: "Enquiries from portals and ads answered quickly, in the shifts you agree with us.",
          icon: "Zap",
        },
        {
          title: "Clean Transactions",
          description: "Checklists and deadlines tracked from offer to settlement.",
          icon: "ClipboardCheck",
        },
        {
          title: "Scalable Support",
          description: "Add assistants for project launches and busy seasons without new office space.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Listing Management",
          description: "Listings created and updated across portals with photos, floor plans and copy.",
          icon: "House",
        },
        {
          title: "Lead Qualification",
          description: "Enquiries answered, qualified and booked into your agents' calendars.",
          icon: "UserCheck",
        },
        {
          title: "Transaction Coordination",
          description: "Documents, deadlines and parties coordinated from offer to completion.",
          icon: "FileCheck",
        },
        {
          title: "Property Management",
          description: "Tenant enquiries, maintenance requests, renewals and rent tracking.",
          icon: "Wrench",
        },
        {
          title: "Market Research",
          description: "Comparable sales, rental data and market reports for appraisals.",
          icon: "ChartLine",
        },
        {
          title: "Marketing Support",
          description: "Brochures, social posts and e-mail campaigns for new listings and launches.",
          icon: "Megaphone",
        },
      ],
    },
    taskSection({
      intro: "From listing to settlement, a remote team supports every stage of your property business.",
      note: "Tell us how many listings and tenancies you manage, and we will recommend the right mix of remote support.",
      descriptions: {
        "Administrative Support":
          "Listing paperwork, viewing schedules, tenancy agreements and CRM updates for your agents.",
        "Customer Service Support": "Buyer, seller and tenant enquiries answered promptly by phone, e-mail and chat.",
        "Marketing and Sales Support":
          "Lead follow-up, open house promotion, vendor reports and pipeline updates for your agents.",
        "Finance and Accounting Support":
          "Rent collection tracking, landlord statements, trust account reconciliations and commission calculations.",
        "HR Management Support":
          "Agent onboarding, licence renewal reminders and commission records for a growing agency.",
        "Technical and Specialized Support":
          "Transaction coordinators and property management assistants who know the steps from offer to handover.",
        "Order Processing and Inventory Management Support":
          "Maintenance work orders, contractor bookings and key and inventory checklists for managed properties.",
        "Social Media Management Support":
          "New listing posts, sold announcements, neighbourhood content and replies to property enquiries.",
        "Website Maintenance and Content Creation Support":
          "Listing pages, area guides and agent profiles updated as properties come on and off the market.",
        "Email Marketing Support":
          "New listing alerts, market updates and appraisal follow-ups sent to buyers, sellers and landlords.",
        "Information Technology Support":
          "CRM and portal feed administration, e-signature setup and agent device support.",
        "Creative and Design Support":
          "Floor plans, listing photo edits, brochures and signboards for every property you market.",
      },
    }),
    closingCta(
      "Real Estate",
      "Tell us where your agents lose time. We will present remote assistants for your property work.",
    ),
  ],
} satisfies LandingPage;
