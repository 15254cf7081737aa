// The words of the /industries/healthcare landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const healthcare = {
  slug: "healthcare",
  kind: "industry",
  canonicalPath: "/industries/healthcare",
  aliases: ["/industries/health-care", "/sectors/healthcare"],
  listing: { industries: 11, sectors: 2 },
  card: {
    title: "Healthcare",
    description: "Medical billers, coders, virtual receptionists and patient support for clinics and providers.",
    icon: "HeartPulse",
    color: "rose",
  },
  seo: {
    title: "Healthcare Outsourcing: Remote Medical Admin and Billing",
    description:
      "Remote medical billers, coders, virtual receptionists and patient support staff for clinics, hospitals and health companies, so clinicians have more time for patients.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Healthcare Outsourcing Solutions",
      "Give clinicians more time for patients. Remote staff handle scheduling, billing, records and patient enquiries.",
      contactCta("Build Your Healthcare Team"),
    ),
    {
      type: "overview",
      title: "Less Paperwork, More Patient Care",
      body: [
        "Administrative work takes a growing share of every healthcare team's day. Remote staff take on appointment setting, insurance claims, coding and patient communication.",
        "Teams learn your practice management system and your patient data rules with you, and work under your clinical governance.",
      ],
    },
    taskSection({
      intro: "Support every part of your practice or health business with one remote team.",
      note: "Tell us which systems you use and where your staff lose the most time, and we will map out a remote support team.",
      descriptions: {
        "Administrative Support":
          "Appointment scheduling, referrals, patient intake forms and records updates in your EHR.",
        "Customer Service Support":
          "Patient enquiries, reminders and follow-up calls handled with care and confidentiality.",
        "Marketing and Sales Support":
          "Patient recall campaigns, referral partner outreach and enquiry follow-up for new services.",
        "Finance and Accounting Support": "Medical billing, claims follow-up, payment posting and patient statements.",
        "HR Management Support":
          "Clinician credential tracking, rosters, locum bookings and onboarding paperwork for new staff.",
        "Technical and Specialized Support":
          "Medical coders, clinical documentation assistants and health data analysts working to your protocols.",
        "Order Processing and Inventory Management Support":
          "Medical supply orders, stock checks on consumables and vendor follow-ups for your clinics.",
        "Social Media Management Support":
          "Health awareness posts, clinic updates and patient review responses, checked by your team before publishing.",
        "Website Maintenance and Content Creation Support":
          "Service and practitioner pages, patient guides and booking information kept accurate and current.",
        "Email Marketing Support":
          "Appointment reminders, health check recalls and patient newsletters sent with consent.",
        "Information Technology Support":
          "Practice management and EHR user support, telehealth setup and access reviews for patient data.",
        "Creative and Design Support":
          "Patient leaflets, clinic signage, infographics and educational visuals in plain language.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Healthcare Providers",
      items: [
        {
          title: "More Time for Patients",
          description: "Clinicians and nurses hand off scheduling, forms and follow-ups.",
          icon: "Stethoscope",
        },
        {
          title: "Faster Reimbursement",
          description: "Accurate coding and prompt claims submission reduce denials and delays.",
          icon: "Receipt",
        },
        {
          title: "Patient Data Protection",
          description: "Patient data stays in your systems, with access limited to what each role needs.",
          icon: "ShieldCheck",
        },
        {
          title: "Extended Patient Access",
          description: "Phones and messages answered in the shifts you agree with us.",
          icon: "Clock",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Virtual Receptionists",
          description: "Appointment booking, reminders, cancellations and waitlists handled for you.",
          icon: "CalendarCheck",
        },
        {
          title: "Medical Billing",
          description: "Charge entry, claims submission, denial follow-up and patient statements.",
          icon: "Receipt",
        },
        {
          title: "Medical Coding",
          description:
            "Medical coders assigning ICD-10 and CPT codes from clinical documentation, checked by your team.",
          icon: "FileCheck",
        },
        {
          title: "Patient Support",
          description: "Enquiries, pre-visit instructions and post-visit follow-ups by phone and chat.",
          icon: "Headset",
        },
        {
          title: "Records Management",
          description: "Indexing, updating and retrieving patient records in your EHR.",
          icon: "Files",
        },
        {
          title: "Insurance Verification",
          description: "Eligibility and benefit checks completed before each appointment.",
          icon: "BadgeCheck",
        },
      ],
    },
    closingCta(
      "Healthcare",
      "Tell us about your practice. We will present healthcare support staff who work to your patient data rules.",
    ),
  ],
} satisfies LandingPage;
