// The words of the /industries/information-technology landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { calculatorLink, closingCta, contactCta, hero, LANDING_LASTMOD, OVERVIEW_HIGHLIGHT } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const informationTechnology = {
  slug: "information-technology",
  kind: "industry",
  canonicalPath: "/industries/information-technology",
  aliases: [],
  listing: { industries: 1, roles: 1 },
  card: {
    title: "Information Technology",
    description: "Developers, DevOps engineers, QA testers and IT support specialists who ship with your team.",
    icon: "Code",
    color: "blue",
  },
  seo: {
    title: "IT Outsourcing: Hire Remote Developers and IT Staff",
    description:
      "Hire pre-vetted remote developers, DevOps, QA and IT support staff for SGD 1,500-3,000 a month instead of SGD 8,000-12,000 locally.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "IT Outsourcing Services",
      "Scale your engineering capacity with pre-vetted developers and IT specialists from Southeast Asia, working your hours as part of your team.",
      contactCta("Build Your IT Team"),
    ),
    {
      type: "overview",
      title: "Why Outsource IT?",
      body: [
        "Experienced developers in Singapore command SGD 8,000-12,000 per month, and good ones are hard to find. The same skills are available from the Philippines, Vietnam, Indonesia and India for SGD 1,500-3,000 per month.",
        "We recruit, vet and onboard engineers against your stack, then handle payroll, equipment and HR so your leads can focus on the roadmap.",
      ],
      highlight: OVERVIEW_HIGHLIGHT,
      stats: [
        { value: "500+", label: "IT professionals in our talent pool" },
        { value: "Up to 80%", label: "Savings on labour costs against local hiring" },
        { value: "2 weeks", label: "To present shortlisted candidates" },
      ],
    },
    {
      type: "salary-comparison",
      title: "Local vs Remote: What a Developer Earns",
      intro: "Typical monthly salary of a mid-level software developer.",
      currency: "SGD",
      period: "month",
      rows: [{ role: "Software Developer", local: { min: 8000, max: 12000 }, remote: { min: 1500, max: 3000 } }],
      note: "No office or equipment overheads on your side.",
      link: calculatorLink,
    },
    taskSection({
      intro: "Beyond engineering, the same team can take on the work around it.",
      note: "Not sure which role you need? Describe the work and we will reply within 24 hours to talk through a team structure and its cost.",
      descriptions: {
        "Administrative Support":
          "Sprint notes, release calendars, licence renewals and vendor paperwork kept in order for your engineering leads.",
        "Customer Service Support":
          "Product support agents who answer user questions, reproduce reported bugs and hand developers clear tickets.",
        "Marketing and Sales Support":
          "Technical content research, demo scheduling and CRM upkeep for teams that sell software and IT services.",
        "Finance and Accounting Support":
          "Cloud and SaaS spend tracking, licence reconciliation and project billing for your IT budget.",
        "HR Management Support":
          "Technical recruiting coordination, developer onboarding checklists and access requests for new starters.",
        "Technical and Specialized Support":
          "Solution architects, database administrators and security analysts for the specialist work your projects need.",
        "Order Processing and Inventory Management Support":
          "Hardware asset registers, device provisioning requests and software licence inventories kept accurate.",
        "Social Media Management Support":
          "Release announcements, developer community posts and replies on the channels where your users talk tech.",
        "Website Maintenance and Content Creation Support":
          "Documentation sites, changelogs, knowledge base articles and product pages updated with each release.",
        "Email Marketing Support":
          "Product update e-mails, onboarding sequences for new users and release notes sent to the right segments.",
        "Information Technology Support":
          "Help desk agents, system administrators and network engineers who keep your users and infrastructure productive.",
        "Creative and Design Support":
          "Interface mock-ups, diagrams for architecture documents and product screenshots for your release notes.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits of Remote IT Teams",
      items: [
        {
          title: "Vetted Technical Skills",
          description:
            "Every candidate takes a technical skills test and interview matched to your stack before you meet them.",
          icon: "BadgeCheck",
        },
        {
          title: "Faster Delivery",
          description:
            "Add developers to a sprint in weeks, not quarters, and clear the backlog that slows your releases.",
          icon: "Rocket",
        },
        {
          title: "Round-the-Clock Coverage",
          description:
            "Time-zone differences let monitoring and support continue while your office is closed, in the shifts you agree with us.",
          icon: "Clock",
        },
        {
          title: "Secure by Design",
          description:
            "Engineers work in your repositories and systems, with the access you grant and under your security policies.",
          icon: "ShieldCheck",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Full-Stack Development",
          description: "Front-end, back-end and mobile engineers for your web and mobile products.",
          icon: "Code",
        },
        {
          title: "DevOps and Cloud",
          description:
            "CI/CD pipelines, infrastructure as code and cost-aware operations on the cloud platforms you use.",
          icon: "Cloud",
        },
        {
          title: "Quality Assurance",
          description: "Manual and automated testers who write test plans, regression suites and clear bug reports.",
          icon: "ListChecks",
        },
        {
          title: "Data and Analytics",
          description: "Data engineers and analysts who build pipelines, warehouses and dashboards your managers use.",
          icon: "Database",
        },
        {
          title: "IT Help Desk",
          description:
            "First- and second-line support for staff and customers, with ticket reporting against your targets.",
          icon: "Headset",
        },
        {
          title: "Managed for You",
          description:
            "Payroll, benefits, equipment, attendance and performance reviews handled by our team in-country.",
          icon: "UserCog",
        },
      ],
    },
    closingCta(
      "IT",
      "Tell us about your stack and roadmap. We will present a shortlist of pre-vetted engineers within 2 weeks, with no long-term contract.",
    ),
  ],
} satisfies LandingPage;
