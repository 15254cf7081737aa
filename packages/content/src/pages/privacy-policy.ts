// The words of the /privacy-policy page (schema and data).
import { site } from "../site.ts";
import type { LegalDocument } from "./page-schema.ts";

const brand = site.brandName;
const address = `${site.address.street}, ${site.address.city} ${site.address.postalCode}`;

export const privacyPolicyPage = {
  path: "/privacy-policy",
  seo: {
    title: "Privacy Policy",
    description: `How ${brand} collects, uses, discloses, protects and retains personal data under Singapore's Personal Data Protection Act (PDPA), and how to contact us.`,
    lastmod: "2025-01-01",
  },
  title: "Privacy Policy",
  lastUpdated: "2025-01-01",
  intro: [
    `${site.legalName} ("${brand}", "we", "us") respects your privacy. This policy explains how we collect, use, disclose and protect personal data in line with Singapore's Personal Data Protection Act 2012 (PDPA).`,
    "By using this website or contacting us, you agree to the practices described below.",
  ],
  sections: [
    {
      number: 1,
      title: "Information We Collect",
      body: [
        "We collect personal data that you give us and a limited amount of technical data when you use our website.",
        "When you send our enquiry form or a job application, it also tells us how your visit began: the page you first arrived on, the website that sent you (its address without any query), the campaign tags of the link you followed (such as utm_source), the page you sent the form from and how long after arriving you sent it. Your browser keeps these for the current visit only, in its session storage (no cookie); they are gone when you close the tab. Without JavaScript, only the form's page and its campaign tags are sent. We store them with your enquiry or application, and an enquiry goes with them to the customer relationship management (CRM) service we use.",
        "We count visits to this website ourselves, without cookies and without storing anything in your browser for the counting (the visit's beginning kept for the forms, above, is not used for it). For each page seen we record its address, the website you came from (its domain only), any campaign tags in the link you followed, whether your screen is a phone's, a tablet's or a computer's, and actions such as sending a form, following the booking link, or using the calculator or the search. To tell visitors apart on the same day we keep a code made from your network address and browser with a secret that changes every day and is then deleted, so the code cannot identify you or follow you from day to day; we never store the network address itself. Browsers that send the Global Privacy Control signal, and automated browsers, are not counted.",
      ],
      bullets: [
        "Contact details you submit through our enquiry form: first and last name, e-mail address, contact number and company name, and the content of your message.",
        "Information you provide during discussions with us, such as role requirements and billing contacts.",
        "Application details job seekers send us, such as CVs and portfolios.",
        "Technical data such as browser type, pages visited and the date and time of visits, collected by our hosting provider for security and reliability.",
      ],
    },
    {
      number: 2,
      title: "Purpose of Collection",
      body: [
        "We collect personal data only for purposes that a reasonable person would consider appropriate, and we tell you those purposes when we collect it: to respond to enquiries, to provide and improve our services, and to meet our legal obligations.",
      ],
    },
    {
      number: 3,
      title: "How We Use Your Information",
      body: ["We use personal data to:"],
      bullets: [
        "reply to your enquiry within our stated response time;",
        "prepare proposals, agreements and invoices for our services;",
        "assess job applications and match candidates to roles;",
        "maintain the security and performance of our website;",
        "comply with legal, accounting and regulatory requirements.",
      ],
    },
    {
      number: 4,
      title: "Disclosure of Information",
      body: [
        "We do not sell personal data. We disclose it only to service providers who help us operate (for example hosting, e-mail and payroll providers), or where the law requires it.",
        "Where personal data is transferred outside Singapore, we ensure the recipient protects it to a standard comparable to the PDPA.",
      ],
    },
    {
      number: 5,
      title: "Data Security",
      body: [
        "We protect personal data with reasonable security arrangements, including encrypted connections, access controls on a need-to-know basis, and confidentiality obligations for our staff and service providers.",
      ],
    },
    {
      number: 6,
      title: "Data Retention",
      body: [
        "We keep personal data only as long as it is needed for the purposes for which it was collected, or as required by law. When it is no longer needed, we delete or anonymise it.",
        "Enquiries are deleted 24 months after we receive them, or sooner when you ask us to.",
        "Records of single page views and actions on this website are deleted after 30 days; only daily totals are kept after that.",
      ],
    },
    {
      number: 7,
      title: "Your Rights Under the PDPA",
      body: ["Subject to the PDPA, you may:"],
      bullets: [
        "ask for access to the personal data we hold about you and how it has been used or disclosed in the past year;",
        "ask us to correct personal data that is inaccurate or incomplete;",
        "withdraw your consent to our collection, use or disclosure of your personal data, after which we will tell you of any consequences.",
      ],
    },
    {
      number: 8,
      title: "Third-Party Links",
      body: [
        "Our website links to third-party sites, including our social media pages. Their privacy practices are their own; please read their privacy policies before you share personal data with them.",
      ],
    },
    {
      number: 9,
      title: "Updates to This Policy",
      body: [
        "We may update this policy from time to time. The date at the top of this page shows when it was last updated, and changes take effect when they are posted here.",
      ],
    },
    {
      number: 10,
      title: "Contact Us",
      body: [
        `For questions, access or correction requests, or to withdraw consent, contact our Data Protection Officer at ${site.email} or write to us at ${address}.`,
      ],
    },
  ],
  cta: { label: "Contact Us", href: "/contact" },
} satisfies LegalDocument;
