// The owner's list (owner-review.ts): Candidates and positions: how long applications are kept, where candidates may live, the hiring stages.
import type { OwnerReviewItem } from "../owner-review.ts";

export const careersItems = [
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
] as const satisfies readonly OwnerReviewItem[];
