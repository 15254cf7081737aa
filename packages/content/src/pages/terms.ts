// The words of the /terms page (schema and data).
import { site } from "../site.ts";
import type { LegalDocument } from "./page-schema.ts";

const brand = site.brandName;

export const termsPage = {
  path: "/terms",
  seo: {
    title: "Terms of Service",
    description:
      "The terms that govern our services: client responsibilities, payment within 30 days, intellectual property, confidentiality, liability, warranty and termination.",
    lastmod: "2025-07-01",
  },
  title: "Terms of Service",
  lastUpdated: "2025-07-01",
  intro: [
    `These Terms of Service govern the services provided by ${site.legalName} ("${brand}", "we", "us") to its clients ("you"). A signed service agreement may add to or vary these terms; where it does, the agreement prevails.`,
  ],
  sections: [
    {
      number: 1,
      title: "Acceptance of Terms",
      body: [
        "By engaging our services or using this website, you accept these terms. If you do not agree, please do not use our services.",
      ],
    },
    {
      number: 2,
      title: "Services",
      body: [
        "We provide remote staffing, full suite talent outsourcing, Employer of Record and IT services as described in your service agreement or statement of work. We may improve or adjust how we deliver services, provided the agreed scope is met.",
      ],
    },
    {
      number: 3,
      title: "Client Responsibilities",
      body: ["You agree to:"],
      bullets: [
        "provide accurate requirements and timely feedback;",
        "give remote staff the access, tools and direction they need to perform their work;",
        "use remote staff only for lawful purposes and the roles agreed.",
      ],
    },
    {
      number: 4,
      title: "Payment Terms",
      body: [
        "Invoices are due within 30 days of receipt. Prices are in USD unless specified otherwise. A one-time setup fee is payable after signing and before sourcing begins, and a refundable security deposit applies as stated in your agreement.",
      ],
    },
    {
      number: 5,
      title: "Intellectual Property",
      body: [
        "Work product created for you by staff or teams we provide is assigned to you upon full payment of the related invoices. We keep ownership of our pre-existing tools, methods and know-how.",
      ],
    },
    {
      number: 6,
      title: "Confidentiality",
      body: [
        "Each party keeps the other's confidential information secret and uses it only to perform the agreement. Our staff are bound by written confidentiality obligations. These duties survive the end of the engagement.",
      ],
    },
    {
      number: 7,
      title: "Limitation of Liability",
      body: [
        "To the extent permitted by law, neither party is liable for indirect or consequential losses. Any other limit of liability is the one set out in your service agreement.",
      ],
    },
    {
      number: 8,
      title: "Warranty and Support",
      body: [
        "Software we deliver under an IT services engagement carries a 90-day warranty: we fix defects reported within 90 days of delivery at no charge. Ongoing support beyond the warranty period is available under a separate agreement.",
      ],
    },
    {
      number: 9,
      title: "Termination",
      body: [
        "Either party may terminate the services with 30 days' written notice. Fees for services provided up to the termination date remain payable, and redundancy pay applies as set out in your agreement.",
      ],
    },
    {
      number: 10,
      title: "Contact Information",
      body: [
        `Questions about these terms can be sent to ${site.email} or to ${site.address.street}, ${site.address.city} ${site.address.postalCode}.`,
      ],
    },
  ],
  cta: { label: "Contact Us", href: "/contact" },
} satisfies LegalDocument;
