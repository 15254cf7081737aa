// The words of the /sectors/telecommunication landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const telecommunication = {
  slug: "telecommunication",
  kind: "sector",
  canonicalPath: "/sectors/telecommunication",
  aliases: ["/industries/telecommunications"],
  listing: { industries: 14, sectors: 9 },
  card: {
    title: "Telecommunication",
    description: "Technical support, NOC monitoring, provisioning and customer care for telecom operators and ISPs.",
    icon: "RadioTower",
    color: "cyan",
  },
  seo: {
    title: "Telecommunication Outsourcing: Remote Telecom Support",
    description:
      "Remote technical support, network monitoring, provisioning and customer care teams for telecom operators and internet service providers.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Telecommunication Outsourcing",
      "Keep networks running and subscribers happy with remote teams that work in your telecom operations.",
    ),
    {
      type: "overview",
      title: "Connected Customers, Reliable Networks",
      body: [
        "Telecom operators and ISPs serve large subscriber bases that expect instant help and zero downtime. Remote teams add capacity in the shifts you agree with us.",
        "They handle subscriber support, provisioning and network monitoring in your OSS/BSS tools, to your service levels.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Telecom Providers",
      items: [
        {
          title: "Network Watch",
          description: "Alarms monitored and escalated in the shifts you agree with us.",
          icon: "Activity",
        },
        {
          title: "Faster Subscriber Support",
          description: "Connectivity and billing issues resolved on first contact more often.",
          icon: "Headset",
        },
        {
          title: "Quicker Activations",
          description: "Orders provisioned and activated without backlogs.",
          icon: "Wifi",
        },
        {
          title: "Lower Churn",
          description: "Better service and proactive retention keep subscribers longer.",
          icon: "Users",
        },
      ],
    },
    {
      type: "features",
      stagger: "telecom",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Access Top Southeast Asian Talent",
          description: "Tap into experienced telecom professionals from the Philippines, Vietnam, Indonesia and India.",
          icon: "Globe",
        },
        {
          title: "Cost-Efficient, Scalable Solutions",
          description:
            "Grow or shrink teams with subscriber volumes and network projects, at a fraction of local cost.",
          icon: "TrendingUp",
        },
        {
          title: "Full Operational Support",
          description: "From customer care and provisioning to NOC monitoring and billing, one partner covers it all.",
          icon: "Settings",
        },
        {
          title: "Dedicated Remote Teams Aligned with Your Goals",
          description: "Staff who work only for you, on your KPIs, tools and processes.",
          icon: "Target",
        },
        {
          title: "Cost Transparency",
          description: "Every cost is listed in our FAQ, and your agreement states each amount.",
          icon: "Receipt",
        },
        {
          title: "Seamless Communication & Performance Monitoring",
          description: "Daily stand-ups, shared dashboards and regular reviews keep you in control.",
          icon: "MessagesSquare",
        },
      ],
    },
    taskSection({
      intro: "Subscriber care, network operations and back-office work, all covered by one remote team.",
      note: "Tell us your subscriber base and support channels, and we will design a team for the shifts you agree with us.",
      descriptions: {
        "Administrative Support":
          "Subscriber contracts, porting requests and service orders filed and tracked to completion.",
        "Customer Service Support": "Subscriber calls and chats on plans, billing, roaming and connectivity issues.",
        "Marketing and Sales Support":
          "Plan upgrade offers, retention calls and lead follow-up for broadband and mobile sales.",
        "Finance and Accounting Support":
          "Billing disputes, payment arrangements, collections and dealer commission reconciliation.",
        "HR Management Support":
          "Field technician onboarding, shift rosters and training records for your network and care teams.",
        "Technical and Specialized Support":
          "NOC monitoring, fault triage, provisioning and field dispatch coordination.",
        "Order Processing and Inventory Management Support":
          "SIM, device and router orders processed, stock tracked across stores and returns handled.",
        "Social Media Management Support":
          "Outage updates, plan announcements and subscriber questions answered on social channels.",
        "Website Maintenance and Content Creation Support":
          "Plan and coverage pages, device listings and help articles kept current.",
        "Email Marketing Support":
          "Bill notifications, plan change confirmations and upgrade offers sent to the right subscribers.",
        "Information Technology Support":
          "OSS/BSS user support, provisioning system access and internal tool administration.",
        "Creative and Design Support":
          "Plan comparison graphics, retail store posters and promotional visuals for new devices.",
      },
    }),
    closingCta(
      "Telecommunication",
      "Tell us about your network and subscribers. We will present remote telecom professionals ready to join your team.",
    ),
  ],
} satisfies LandingPage;
