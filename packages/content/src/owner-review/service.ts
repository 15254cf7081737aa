// The owner's list (owner-review.ts): What the service includes: vetting, equipment and connections, benefits, hours and support, skills.
import type { OwnerReviewItem } from "../owner-review.ts";

export const serviceItems = [
  {
    text: "background checks",
    question: "The specification says 'pre-vetted' without the steps. Confirm that background checks are made.",
    pages: ["/faqs", "/how-it-works", "/pricing", "/services/talent-outsourcing"],
  },
  {
    text: "a backup connection",
    question: "Not in the specification: confirm that every remote staff member has a backup internet connection.",
    pages: ["/faqs", "/pricing"],
  },
  {
    text: "internet backup",
    question: "Not in the specification: confirm that internet backup is part of the managing service.",
    pages: ["/how-it-works", "/services/talent-outsourcing"],
  },
  {
    text: "Daily stand-ups, shared dashboards",
    question:
      "Not in the specification (its card is titled 'Seamless Communication & Performance Monitoring'): confirm that daily stand-ups and shared dashboards are part of the service.",
    pages: ["/sectors/telecommunication"],
  },
  {
    text: "health cover",
    question: "The specification names no benefits. Confirm that health cover is provided (EOR and managing service).",
    pages: ["/services/employer-of-record", "/services/talent-outsourcing"],
  },
  {
    text: "so that customers reach someone 24/7",
    question:
      "Case study 2 gives '24/7 support' with six staff; the page no longer says two specialists cover it alone, but says the shifts were planned with the client's own team. Confirm how 24/7 was covered.",
    pages: ["/case-studies"],
  },
  {
    text: "tell us and we will look for candidates who speak it",
    question:
      "Replaces a list of languages (Bahasa, Vietnamese, Thai, Mandarin) the specification does not give. Confirm, or name the languages the company can staff.",
    pages: ["/industries/customer-support"],
  },
  {
    text: "skills test",
    question:
      "The specification says 'pre-vetted' without the steps. The pages now name one vetting step besides background checks and interviews: a skills test (the former 'English assessment', 'reference checks' and 'trained in …' credentials were removed). Confirm that every candidate takes a skills test.",
    pages: [
      "/",
      "/faqs",
      "/how-it-works",
      "/industries/accounting-finance",
      "/industries/creative-design",
      "/industries/engineering-construction",
      "/industries/finance-service",
      "/industries/information-technology",
      "/industries/marketing",
      "/pricing",
      "/services/talent-outsourcing",
    ],
  },
  {
    text: "the shifts you agree with us",
    question:
      "The specification gives a 5-day work week, business hours of Monday to Friday 9:00 AM to 6:00 PM and the claim '24/7 support', but no shifts. Where pages used to promise night, weekend or 24/7 cover by the staff, they now say work is done 'in the shifts you agree with us'. Confirm that the company staffs shifts outside a client's office hours on request.",
    pages: [
      "/industries/creative-design",
      "/industries/customer-support",
      "/industries/engineering-construction",
      "/industries/finance-service",
      "/industries/healthcare",
      "/industries/information-technology",
      "/sectors/e-commerce",
      "/sectors/logistics",
      "/sectors/real-estate",
      "/sectors/telecommunication",
      "/sectors/travel",
      "/sectors/utility-energy",
    ],
  },
  {
    text: "equipment we provide",
    question:
      "The specification does not say who provides staff equipment. The FAQ says staff work on equipment the company provides (no longer 'business-grade computers with up-to-date security software'). Confirm.",
    pages: ["/faqs", "/pricing"],
  },
  {
    text: "Penetration testing",
    question:
      "The specification gives six IT service cards, each with a list of skills, but not the skills. The /services cards name them (React, Node.js, AWS, Azure, Kubernetes, penetration testing, Power BI, machine learning, …). Confirm that the company offers each listed skill, or give the lists.",
    pages: ["/services"],
  },
  {
    text: "24/7 support",
    question:
      "'24/7 support' is a claim of the specification, and so are business hours of Monday to Friday, 9:00 AM to 6:00 PM. Confirm who gives support out of hours (an on-call line, the remote staff's shifts) so the pages can say it (the About page's '24/7 · Support for clients and staff' stat too).",
    pages: ["/", "/services/talent-outsourcing"],
  },
] as const satisfies readonly OwnerReviewItem[];
