// The words of the /industries/engineering-construction landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD, yearlySalaries } from "./common.ts";

export const engineeringConstruction = {
  slug: "engineering-construction",
  kind: "industry",
  canonicalPath: "/industries/engineering-construction",
  aliases: [],
  listing: { industries: 8 },
  card: {
    title: "Engineering and Construction",
    description: "CAD drafters, structural engineers, BIM specialists and quantity surveyors for your projects.",
    icon: "HardHat",
    color: "amber",
  },
  seo: {
    title: "Engineering Outsourcing: Remote CAD, BIM and Engineers",
    description:
      "Remote CAD drafters, structural engineers, BIM specialists and quantity surveyors. The engineering outsourcing market reports 45% shorter project timelines.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Engineering and Construction Outsourcing",
      "Skilled engineers, drafters and surveyors who extend your design office and keep every project on schedule.",
      contactCta("Build Your Engineering Team"),
    ),
    {
      type: "overview",
      title: "Engineering Capacity on Demand",
      body: [
        "Project pipelines rise and fall, but qualified engineers are scarce and expensive to hire locally. Firms are turning to remote teams for drafting, modelling, estimating and documentation.",
        "Our engineers work in your CAD and BIM standards, on your project platforms, and hand over work that your licensed engineers can review and sign off.",
      ],
      highlight: "A market that reports 45% shorter project timelines",
      stats: [
        { value: "$285 billion", label: "Engineering outsourcing market by 2025" },
        { value: "45%", label: "Shorter project timelines, as the market reports" },
        { value: "Up to 80%", label: "Savings on labour costs against local hiring" },
      ],
    },
    yearlySalaries("Local vs Remote Engineering Salaries", [
      ["CAD Designer", [55000, 75000], [9000, 15000]],
      ["Structural Engineer", [85000, 110000], [14000, 22000]],
      ["Project Coordinator", [60000, 80000], [10000, 16000]],
      ["Quantity Surveyor", [65000, 85000], [11000, 17000]],
    ]),
    {
      type: "checklist",
      title: "Why Choose Remote Engineering Teams?",
      items: [
        {
          title: "Tested engineers",
          description:
            "Professionals who pass a skills test on drawings, models and calculations before you meet them.",
        },
        {
          title: "Your standards",
          description: "Work delivered in your templates, layer conventions and BIM execution plan.",
        },
        {
          title: "Follow-the-sun delivery",
          description:
            "Time-zone differences let drafting continue while your office is closed, in the shifts you agree with us.",
        },
        {
          title: "Flexible capacity",
          description: "Scale the team with your project pipeline, with no long-term contracts.",
        },
        { title: "Managed for you", description: "Payroll, software seats, equipment and HR handled in-country." },
      ],
    },
    {
      type: "roles",
      title: "Engineering Roles We Fill",
      items: [
        {
          title: "CAD Drafters & Designers",
          description: "2D drawings, shop drawings and as-builts in AutoCAD and Civil 3D.",
          icon: "DraftingCompass",
          skills: ["AutoCAD", "Civil 3D", "Shop drawings"],
        },
        {
          title: "Structural Engineers",
          description: "Analysis, design calculations and detailing for review by your engineer of record.",
          icon: "Building",
          skills: ["ETABS", "SAP2000", "Eurocode"],
        },
        {
          title: "BIM Specialists",
          description: "Revit modelling, clash detection and coordination to your BIM execution plan.",
          icon: "Box",
          skills: ["Revit", "Navisworks", "IFC"],
        },
        {
          title: "Quantity Surveyors",
          description: "Take-offs, bills of quantities, cost plans and variation assessments.",
          icon: "Calculator",
          skills: ["CostX", "Take-offs", "Cost planning"],
        },
        {
          title: "Civil Engineers",
          description: "Roads, drainage, earthworks and site design drawings and reports.",
          icon: "Route",
          skills: ["Civil 3D", "Drainage design", "Grading"],
        },
        {
          title: "MEP Engineers",
          description: "Mechanical, electrical and plumbing design and coordination drawings.",
          icon: "Zap",
          skills: ["HVAC design", "Electrical layouts", "Revit MEP"],
        },
        {
          title: "Architectural Drafters",
          description: "Plans, elevations, sections and permit drawing sets.",
          icon: "Ruler",
          skills: ["Revit", "AutoCAD", "Permit sets"],
        },
        {
          title: "Project Coordinators",
          description: "Schedules, RFIs, submittals and meeting minutes across project teams.",
          icon: "FolderKanban",
          skills: ["MS Project", "Procore", "Document control"],
        },
        {
          title: "Estimators",
          description: "Tender pricing, supplier quotes and bid documentation.",
          icon: "Receipt",
          skills: ["Tender pricing", "Supplier quotes", "Bid packages"],
        },
        {
          title: "3D Visualisers",
          description: "Photorealistic renderings and walkthroughs for design and sales.",
          icon: "Eye",
          skills: ["3ds Max", "V-Ray", "Lumion"],
        },
        {
          title: "Document Controllers",
          description: "Drawing registers, transmittals and revision control on your CDE.",
          icon: "Files",
          skills: ["Aconex", "Revision control", "Transmittals"],
        },
        {
          title: "Planning Engineers",
          description: "Programme development, progress tracking and delay analysis.",
          icon: "CalendarCheck",
          skills: ["Primavera P6", "MS Project", "Earned value"],
        },
      ],
    },
    {
      type: "features",
      title: "Benefits of Engineering Outsourcing",
      items: [
        {
          title: "Shorter Timelines",
          description: "The market reports 45% shorter project timelines with outsourced drafting and modelling.",
          icon: "Timer",
        },
        {
          title: "Lower Labour Costs",
          description: "Remote engineers cost a fraction of local salaries for the same output.",
          icon: "PiggyBank",
        },
        {
          title: "Specialist Skills",
          description: "BIM, MEP and surveying skills available without a long local search.",
          icon: "Award",
        },
        {
          title: "Win More Tenders",
          description: "Estimating support lets you price more bids with the same senior team.",
          icon: "Trophy",
        },
        {
          title: "Quality Reviews",
          description: "Internal checking against your standards before work reaches you.",
          icon: "ClipboardCheck",
        },
        {
          title: "Secure File Handling",
          description: "Designs stay in your project folders, with the access you grant.",
          icon: "Lock",
        },
      ],
    },
    closingCta(
      "Engineering",
      "Tell us about your project pipeline. We will propose an engineering team and share profiles of pre-vetted candidates.",
    ),
  ],
} satisfies LandingPage;
