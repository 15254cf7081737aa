// The words of the /services page (schema and data).
import { z } from "zod";
import { ctaSectionSchema, heroSectionSchema, roleItemSchema } from "../sections.ts";
import { site } from "../site.ts";
import { routedPageSchema } from "./page-schema.ts";

const brand = site.brandName;

export const servicesPageSchema = z.strictObject({
  ...routedPageSchema,
  hero: heroSectionSchema,
  /** The six IT service cards: title, description, icon, skills. */
  services: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(roleItemSchema).length(6),
  }),
  cta: ctaSectionSchema,
});

export const servicesPage = {
  path: "/services",
  seo: {
    title: "IT Services: Software, Cloud, Data and Security",
    description: `Custom software development, cloud solutions, digital transformation, staff augmentation, security solutions and data analytics from ${brand}.`,
    lastmod: "2025-07-01",
  },
  hero: {
    type: "hero",
    eyebrow: "IT Services",
    title: "Technology Services That Move Your Business Forward",
    tagline:
      "Experienced engineers and consultants who design, build, secure and run the technology your business depends on.",
  },
  services: {
    title: "What We Deliver",
    intro: "Six ways our technology teams help you build faster and operate with confidence.",
    items: [
      {
        title: "Custom Software Development",
        description:
          "Web, mobile and back-end applications built around your processes, from first prototype to production.",
        icon: "Code",
        skills: ["React", "Node.js", "TypeScript", "Python", "Mobile apps"],
      },
      {
        title: "Cloud Solutions",
        description:
          "Migration, architecture and operations on the cloud you choose, planned with you for reliability and cost control.",
        icon: "Cloud",
        skills: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Terraform"],
      },
      {
        title: "Digital Transformation",
        description:
          "Replace manual, paper-based work with connected systems and automated workflows your teams actually use.",
        icon: "RefreshCw",
        skills: ["Process automation", "System integration", "Change management", "ERP and CRM"],
      },
      {
        title: "Staff Augmentation",
        description: "Add pre-vetted developers, testers and engineers to your own team for as long as you need them.",
        icon: "UserPlus",
        skills: ["Developers", "QA engineers", "DevOps", "Project managers"],
      },
      {
        title: "Security Solutions",
        description: "Security assessments, hardening and monitoring of your systems, scoped with you.",
        icon: "ShieldCheck",
        skills: ["Security audits", "Penetration testing", "Identity and access", "Monitoring"],
      },
      {
        title: "Data Analytics",
        description: "Pipelines, warehouses and dashboards that turn your data into decisions.",
        icon: "ChartBar",
        skills: ["SQL", "Power BI", "Data engineering", "Machine learning"],
      },
    ],
  },
  cta: {
    type: "cta",
    title: "Have a Project in Mind?",
    body: ["Tell us what you want to build. We reply within 24 hours to discuss an approach, a team and a timeline."],
    button: { label: "Start Your Project", href: "/contact" },
  },
} satisfies z.input<typeof servicesPageSchema>;
