// The words of the /sectors/education-training landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const educationTraining = {
  slug: "education-training",
  kind: "sector",
  canonicalPath: "/sectors/education-training",
  aliases: [],
  listing: { sectors: 7 },
  card: {
    title: "Education and Training",
    description:
      "Course coordinators, instructional designers, admissions and student support for schools and training providers.",
    icon: "GraduationCap",
    color: "lime",
  },
  seo: {
    title: "Education Outsourcing: Remote Academic and Admin Support",
    description:
      "Remote admissions officers, student support, instructional designers and LMS administrators for schools, universities and training providers.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Education and Training Outsourcing",
      "Let educators teach. Remote teams support admissions, students, courses and the systems behind them.",
    ),
    {
      type: "overview",
      title: "More Time for Teaching",
      body: [
        "Schools, universities and training providers carry a heavy administrative load: enquiries, enrolments, timetables, course content and learning platforms. Remote staff take on that load with care.",
        "They work in your student information system and learning management system, following your policies for student data and communication.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Education Providers",
      items: [
        {
          title: "Responsive Admissions",
          description: "Prospective students get answers fast, so fewer enquiries go cold.",
          icon: "Inbox",
        },
        {
          title: "Better Student Experience",
          description: "Queries about courses, fees and schedules resolved promptly.",
          icon: "Users",
        },
        {
          title: "Course Content on Time",
          description: "Materials formatted, uploaded and updated before each term starts.",
          icon: "CalendarCheck",
        },
        {
          title: "Sustainable Budgets",
          description: "Administrative costs fall while service to students improves.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Admissions Support",
          description: "Enquiry handling, application checks and enrolment processing.",
          icon: "UserPlus",
        },
        {
          title: "Student Services",
          description: "Help with timetables, fees, accounts and learning platform access.",
          icon: "Headset",
        },
        {
          title: "Instructional Design",
          description: "Course outlines, slides, quizzes and e-learning modules built to your standards.",
          icon: "Presentation",
        },
        {
          title: "LMS Administration",
          description: "Course setup, enrolments, grade books and reports in Moodle, Canvas and more.",
          icon: "Laptop",
        },
        {
          title: "Academic Administration",
          description: "Timetabling, exam logistics and record keeping.",
          icon: "School",
        },
        {
          title: "Marketing for Enrolment",
          description: "Campaigns, open-day promotion and social content that fills classes.",
          icon: "Megaphone",
        },
      ],
    },
    taskSection({
      intro: "From the first enquiry to graduation, remote staff support every step of the student journey.",
      note: "Tell us about your programmes and intake calendar, and we will staff your busiest periods first.",
      descriptions: {
        "Administrative Support":
          "Enrolment records, timetables, certificates and exam arrangements prepared for each intake.",
        "Customer Service Support":
          "Enquiries from prospective students and parents answered by phone, e-mail and chat.",
        "Marketing and Sales Support":
          "Open day promotion, enquiry follow-up and partner outreach that fill your courses.",
        "Finance and Accounting Support":
          "Tuition invoicing, payment plans, scholarship records and fee reminders handled with care.",
        "HR Management Support": "Tutor and lecturer onboarding, contract paperwork, timesheets and training records.",
        "Technical and Specialized Support":
          "Instructional designers, LMS administrators and assessment coordinators for your programmes.",
        "Order Processing and Inventory Management Support":
          "Course materials, textbooks and learning kits ordered, tracked and delivered to students.",
        "Social Media Management Support":
          "Student stories, event announcements and answers to course questions on your channels.",
        "Website Maintenance and Content Creation Support":
          "Course pages, entry requirements and term dates updated before each intake.",
        "Email Marketing Support": "Enquiry nurture sequences, enrolment reminders and alumni newsletters.",
        "Information Technology Support":
          "Learning platform user support, classroom technology setup and student account administration.",
        "Creative and Design Support": "Course visuals, prospectuses, slide decks and e-learning graphics.",
      },
    }),
    closingCta(
      "Education",
      "Tell us where your staff need support. We will present remote education professionals for your review.",
    ),
  ],
} satisfies LandingPage;
