// The words of the /sectors/logistics landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const logistics = {
  slug: "logistics",
  kind: "sector",
  canonicalPath: "/sectors/logistics",
  aliases: [],
  listing: { sectors: 6 },
  card: {
    title: "Logistics",
    description: "Dispatchers, shipment coordinators, freight documentation and inventory staff for supply chains.",
    icon: "Truck",
    color: "orange",
  },
  seo: {
    title: "Logistics Outsourcing: Remote Dispatch and Freight Support",
    description:
      "Remote dispatchers, shipment coordinators, freight documentation and inventory staff for 3PLs, forwarders and distributors, across your shipping hours.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Logistics Outsourcing",
      "Keep freight moving with remote coordinators who track shipments, prepare documents and keep customers informed.",
    ),
    {
      type: "overview",
      title: "Visibility From Warehouse to Doorstep",
      body: [
        "Supply chains run on coordination: bookings, documents, tracking updates and exceptions, around the clock. Remote logistics teams handle that coordination so your operations staff can focus on the floor and the fleet.",
        "They work in your TMS, WMS and carrier portals and follow your escalation rules for delays and exceptions.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Logistics Operators",
      items: [
        {
          title: "Around-the-Clock Tracking",
          description: "Shipments monitored and customers updated across time zones.",
          icon: "Clock",
        },
        {
          title: "Fewer Documentation Errors",
          description: "Bills of lading, invoices and customs documents checked before they go.",
          icon: "FileCheck",
        },
        {
          title: "Faster Exception Handling",
          description: "Delays and damages flagged early and resolved with carriers.",
          icon: "Zap",
        },
        {
          title: "Lower Cost per Shipment",
          description: "Coordination costs fall as volumes grow.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Dispatch Coordination",
          description: "Load planning, driver assignments and delivery scheduling.",
          icon: "Route",
        },
        {
          title: "Shipment Tracking",
          description: "Proactive tracking, ETA updates and proof-of-delivery collection.",
          icon: "MapPin",
        },
        {
          title: "Freight Documentation",
          description: "Bills of lading, packing lists, customs paperwork and certificates.",
          icon: "Files",
        },
        {
          title: "Inventory Management",
          description: "Stock counts, cycle count reconciliation and replenishment alerts.",
          icon: "Warehouse",
        },
        {
          title: "Carrier Management",
          description: "Rate requests, bookings, carrier performance and invoice audits.",
          icon: "Container",
        },
        {
          title: "Customer Updates",
          description: "Status enquiries, delivery changes and claims handled for your customers.",
          icon: "Headset",
        },
      ],
    },
    taskSection({
      intro: "Behind every delivery is a long list of tasks. A remote team can own many of them.",
      note: "Tell us your lanes, volumes and systems, and we will propose a coordination team for the shifts you agree with us.",
      descriptions: {
        "Administrative Support":
          "Shipment files, proof of delivery records, rate sheets and carrier contracts kept in order.",
        "Customer Service Support":
          "Shipment status, delivery rebooking and damage claims handled for your customers and consignees.",
        "Marketing and Sales Support":
          "Rate quote preparation, lane proposals and follow-ups with shippers in your sales pipeline.",
        "Finance and Accounting Support":
          "Freight invoice audits, carrier payments, customer billing and accessorial charge checks.",
        "HR Management Support": "Driver and warehouse staff onboarding, licence checks, rosters and timesheets.",
        "Technical and Specialized Support":
          "Customs documentation specialists, load planners and transport analysts for your operations.",
        "Order Processing and Inventory Management Support":
          "Order entry, stock reconciliation, cycle counts and replenishment in your warehouse management system.",
        "Social Media Management Support":
          "Company updates, service announcements and hiring posts for logistics companies that market online.",
        "Website Maintenance and Content Creation Support":
          "Tracking pages, service and lane information, and shipping guides kept current on your site.",
        "Email Marketing Support":
          "Service disruption notices, peak season cut-off reminders and newsletters to your shippers.",
        "Information Technology Support":
          "TMS and WMS user support, EDI connection monitoring and handheld scanner setup.",
        "Creative and Design Support":
          "Service brochures, route maps, tender presentations and packaging label templates.",
      },
    }),
    closingCta(
      "Logistics",
      "Tell us where coordination slows you down. We will present remote logistics staff ready to help.",
    ),
  ],
} satisfies LandingPage;
