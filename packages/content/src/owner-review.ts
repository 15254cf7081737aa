// Statements on the site that the specification does not give: the owner confirms each before launch.

/**
 * A statement the company would have to honour, written here because a page needed it but not given by the
 * specification. `text` is found in the pages' words (case-insensitive); `pages` lists every page that shows it
 * ("*" for the parts every page shows). `owner-review.test.ts` fails when the list and the pages disagree.
 */
export interface OwnerReviewItem {
  text: string;
  /** What the specification says, and what the owner must confirm. */
  question: string;
  pages: readonly string[];
}

export const ownerReview = [
  {
    text: "to keep my application and CV for 12 months",
    question:
      "The specification says nothing about how long candidates' applications are kept (the privacy policy keeps data 'as long as necessary'). The application form's consent line says 12 months, and a scheduled job deletes applications and CVs older than that (applicationRetentionMonths in packages/content/src/application.ts). Confirm the period.",
    pages: [
      "/careers/devops-engineer",
      "/careers/senior-full-stack-developer",
      "/careers/talent-pool",
      "/careers/ux-ui-designer",
    ],
  },
  {
    text: "2025-07-01T09:00:00+08:00",
    question:
      "The specification lists three open positions without the date they were posted. Their pages and their JobPosting data (datePosted, which Google shows and uses to rank) say 1 July 2025, 09:00 Singapore time, the careers page's date. Give each position's real posting date, and a closing date (validThrough) where there is one.",
    pages: ["/careers", "/careers/devops-engineer", "/careers/senior-full-stack-developer", "/careers/ux-ui-designer"],
  },
  {
    text: "Open to candidates living in the Philippines, Indonesia, Vietnam or India.",
    question:
      "The specification does not say where candidates may live. Each position's page and its JobPosting data (applicantLocationRequirements) name the four countries the company's staff come from, as the talent pool and the FAQ do; staff change them per position at /staff/positions (Singapore, Malaysia and Thailand can be added). Confirm the default.",
    pages: ["/careers", "/careers/devops-engineer", "/careers/senior-full-stack-developer", "/careers/ux-ui-designer"],
  },
  {
    text: "upon full payment of the related invoices",
    question:
      "The specification says nothing about who owns work product. The Terms, the EOR FAQ and the FAQ now all say it is assigned to the client upon full payment. Confirm this condition.",
    pages: ["/faqs", "/services/employer-of-record", "/terms"],
  },
  {
    text: "neither party is liable for indirect or consequential losses",
    question:
      "The specification lists a 'liability' section of the Terms without its content. The former cap (fees of three months) was removed; confirm this exclusion, or give the wording.",
    pages: ["/terms"],
  },
  {
    text: "These duties survive the end of the engagement.",
    question: "Confidentiality is a section of the Terms in the specification, without content. Confirm.",
    pages: ["/terms"],
  },
  {
    text: "is the legal employer",
    question:
      "The specification does not say which entity employs the staff in each country. The FAQ and the EOR page now both say the company is; the privacy policy no longer names affiliated employing entities. Confirm, or name the local entities or partners.",
    pages: ["/faqs", "/services/employer-of-record"],
  },
  {
    text: "It is returned when the engagement ends, after any outstanding invoices are settled.",
    question:
      "The specification gives a refundable security deposit (amount not shown), not when it is returned. Confirm.",
    pages: ["/faqs"],
  },
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
    text: "so they do not count toward your quota and need no Singapore work pass",
    question:
      "The article's 'no employment quota worries' (specification) is explained with a statement about Singapore's work-pass rules. Confirm it with the company's adviser.",
    pages: ["/resources/blog/staff-outsourcing-benefits-singapore"],
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
    text: "monthly fee for each team member",
    question:
      "The specification names a setup fee, a security deposit, redundancy pay and USD invoices due in 30 days, but not how the service itself is priced. The pages now say a monthly fee for each team member (no longer 'covering salary, benefits and our management fee', and no 'one clear invoice'). Confirm, or say how the service is priced.",
    pages: [
      "/faqs",
      "/how-it-works",
      "/pricing",
      "/savings-calculator",
      "/services/employer-of-record",
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
    text: "Staff sign confidentiality agreements",
    question:
      "The Terms' confidentiality section has no content in the specification. The FAQ says staff sign confidentiality agreements (the former promises of managed devices, least-privilege access and secure connections were removed). Confirm.",
    pages: ["/faqs"],
  },
  {
    text: "including encrypted connections, access controls on a need-to-know basis",
    question:
      "The specification lists a 'security' section of the Privacy Policy without its content. The policy names three arrangements (encrypted connections, need-to-know access controls, confidentiality obligations for staff and service providers). Confirm each, or give the arrangements the company has.",
    pages: ["/privacy-policy"],
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
  {
    text: "We never ask candidates for money",
    question:
      "Not in the specification (issue 50: job scams that ask candidates for fees are common where the company recruits). /careers, every position, the talent pool, the application sent page and the candidate's acknowledgement say that the company never charges candidates (no application, training, equipment, visa or placement fee) and to report a request for payment to the company's e-mail address (feeWarning in packages/content/src/pages/candidate-trust.ts). Confirm the wording and the address to report to.",
    pages: [
      "/careers",
      "/careers/devops-engineer",
      "/careers/senior-full-stack-developer",
      "/careers/sent",
      "/careers/talent-pool",
      "/careers/ux-ui-designer",
    ],
  },
  {
    text: "about 30 minutes",
    question:
      "Not in the specification: the length of the first call with a recruiter, the second of the hiring stages (see 'within 5 business days'). Confirm it.",
    pages: [
      "/careers/devops-engineer",
      "/careers/senior-full-stack-developer",
      "/careers/sent",
      "/careers/talent-pool",
      "/careers/ux-ui-designer",
    ],
  },
  {
    text: "within 10 business days",
    question:
      "Not in the specification: after how long without a word a candidate may take it that the profile did not match (the end of the hiring stages, see 'within 5 business days'). Confirm it.",
    pages: [
      "/careers/devops-engineer",
      "/careers/senior-full-stack-developer",
      "/careers/sent",
      "/careers/talent-pool",
      "/careers/ux-ui-designer",
    ],
  },
  {
    text: "within 5 business days",
    question:
      "Not in the specification: the stages from an application to an offer and their usual durations (read within 5 business days, a 30-minute first call, a skills interview within 1-2 weeks, an offer within a week of the last interview; no word after 10 business days means no match this time), on every position, the talent pool and the application sent page (hiringStages in packages/content/src/pages/candidate-trust.ts). Confirm each stage and duration as the recruiters work.",
    pages: [
      "/careers/devops-engineer",
      "/careers/senior-full-stack-developer",
      "/careers/sent",
      "/careers/talent-pool",
      "/careers/ux-ui-designer",
    ],
  },
  {
    text: "deleted after 30 days",
    question:
      "Not in the specification (issue 47: the site counts its own visits, without cookies). The privacy policy says records of single page views and actions are deleted after 30 days and only daily totals kept (ANALYTICS_RAW_DAYS of the collect function, default 30; docs/analytics.md). Confirm the period, and that the policy's words on what is counted may stand.",
    pages: ["/privacy-policy"],
  },
  {
    text: "Enquiries are deleted 24 months after we receive them",
    question:
      "Not in the specification (issue 46: the leads inbox). The privacy policy says enquiries are deleted 24 months after they arrive, and the scheduled run of send-contact-email deletes older ones (ENQUIRY_RETENTION_MONTHS, default 24; docs/leads.md). Confirm the period.",
    pages: ["/privacy-policy"],
  },
  {
    text: "it also tells us how your visit began",
    question:
      "Not in the specification (issue 46). The enquiry and application forms send where the visit began (landing page, referring site without its query, campaign tags, the sending page, the time to send), kept in the browser's session storage for the visit only, and enquiries go with it to the company's CRM when CRM_WEBHOOK_URL is set. Confirm the policy's words, and name the CRM provider if the policy should.",
    pages: ["/privacy-policy"],
  },
  {
    text: "market not named in our figures",
    question:
      "The specification gives the finance, engineering and legal salaries in USD without saying where the local salaries are paid (the IT page's SGD figures are Singapore's). The savings calculator names each local salary's market (issue 49) and says 'market not named in our figures' for the USD ones (localMarkets in packages/content/src/pages/savings-calculator.ts). Name the market of those figures.",
    pages: ["/savings-calculator"],
  },
] as const satisfies readonly OwnerReviewItem[];
