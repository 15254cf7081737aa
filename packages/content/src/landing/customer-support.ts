// The words of the /industries/customer-support landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const customerSupport = {
  slug: "customer-support",
  kind: "industry",
  canonicalPath: "/industries/customer-support",
  aliases: [],
  listing: { industries: 2, roles: 2 },
  card: {
    title: "Customer Support",
    description: "Voice, e-mail and chat agents who resolve issues in your customers' time zone.",
    icon: "Headset",
    color: "emerald",
  },
  seo: {
    title: "Customer Service Outsourcing: Remote Support Agents",
    description:
      "Dedicated remote customer service agents for voice, e-mail and live chat, who learn your products, work your hours and answer to your service targets.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Customer Service Outsourcing",
      "Delight your customers with dedicated support agents who learn your products and speak in your brand's voice.",
      contactCta("Build Your Support Team"),
    ),
    {
      type: "overview",
      title: "Support That Scales With Your Customers",
      body: [
        "Response time is now part of your product. Remote agents from the Philippines and Southeast Asia work the hours your customers need, so queues stay short as you grow.",
        "We hire agents to your profile, train them on your help desk and knowledge base with you, and manage their attendance, quality and coaching day to day.",
      ],
    },
    taskSection({
      intro: "Your support team can also take on the work that surrounds every customer conversation.",
      note: "Tell us your ticket volumes and hours of coverage, and we will size the team and its shifts with you.",
      descriptions: {
        "Administrative Support":
          "Macro and template upkeep, shift rosters and knowledge base housekeeping for your support team.",
        "Customer Service Support":
          "Inbound calls, e-mail and chat, order enquiries, refunds and complaints resolved to your service standards.",
        "Marketing and Sales Support":
          "Upsell offers during support conversations, renewal reminders and warm leads passed to your sales team.",
        "Finance and Accounting Support":
          "Billing enquiries, refund processing and payment disputes handled in line with your approval rules.",
        "HR Management Support":
          "Agent onboarding, training records, attendance tracking and schedule changes for a growing support floor.",
        "Technical and Specialized Support":
          "Product specialists for tier 2 troubleshooting, onboarding calls and customer success check-ins.",
        "Order Processing and Inventory Management Support":
          "Order changes, replacements, return authorisations and stock questions resolved while the customer waits.",
        "Social Media Management Support":
          "Public complaints and questions on your social pages answered quickly and moved to private channels.",
        "Website Maintenance and Content Creation Support":
          "Help centre articles, FAQs and saved replies rewritten from the questions customers actually ask.",
        "Email Marketing Support":
          "Satisfaction surveys, service notices and win-back e-mails to customers after a support contact.",
        "Information Technology Support":
          "Help desk tool administration, routing rules, chatbot flows and integrations with your CRM.",
        "Creative and Design Support":
          "Annotated screenshots, how-to visuals and short video guides that help customers help themselves.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Your Support Operation",
      items: [
        {
          title: "Coverage Across Time Zones",
          description:
            "Cover for your customers' time zones, in the shifts you agree with us, so they reach a person, not a voicemail.",
          icon: "Clock",
        },
        {
          title: "Consistent Quality",
          description: "Call and ticket reviews against your scorecard, with coaching on the findings.",
          icon: "BadgeCheck",
        },
        {
          title: "Faster Resolution",
          description:
            "Agents who know your products resolve more on first contact and escalate the rest with full context.",
          icon: "Zap",
        },
        {
          title: "Elastic Capacity",
          description: "Add agents ahead of launches, sales seasons and holidays, and scale back when volumes settle.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Omnichannel Agents",
          description: "Phone, e-mail, live chat, social messaging and app reviews handled by one coordinated team.",
          icon: "MessagesSquare",
        },
        {
          title: "Technical Support",
          description:
            "Tier 1 and tier 2 troubleshooting for software, devices and accounts, with clean escalation notes.",
          icon: "Wrench",
        },
        {
          title: "Your Tools, Your Process",
          description: "Agents work in your own help desk and CRM, as your team does.",
          icon: "Settings",
        },
        {
          title: "Your Customers' Languages",
          description:
            "If your markets need a language besides English, tell us and we will look for candidates who speak it.",
          icon: "Languages",
        },
        {
          title: "Clear Reporting",
          description: "CSAT, first response time, handle time and backlog reported against the targets you set.",
          icon: "ChartBar",
        },
        {
          title: "Your Rosters and Targets",
          description: "Shift rosters, huddles and quality targets that you set and the team follows.",
          icon: "UserCheck",
        },
      ],
    },
    closingCta(
      "Customer Service",
      "Share your channels, volumes and service hours. We will present pre-vetted agents and a plan to go live.",
    ),
  ],
} satisfies LandingPage;
