// The words of the /industries/marketing landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";

export const marketing = {
  slug: "marketing",
  kind: "industry",
  canonicalPath: "/industries/marketing",
  aliases: [],
  listing: { industries: 4, roles: 4 },
  card: {
    title: "Marketing",
    description: "Digital marketers, SEO/SEM and PPC specialists, content writers and social media managers.",
    icon: "Megaphone",
    color: "orange",
  },
  seo: {
    title: "Marketing Outsourcing: Hire Remote Digital Marketers",
    description:
      "Remote digital marketing specialists, social media managers, SEO/SEM and PPC experts. Local marketers cost $70,000+ to $120,000+ a year; remote, up to 80% less.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Marketing Outsourcing Services",
      "Build a full-funnel marketing team of specialists who plan, create, run and measure your campaigns, for a fraction of the local cost.",
      contactCta("Build Your Marketing Team"),
    ),
    {
      type: "overview",
      title: "A Complete Marketing Team Without the Overhead",
      body: [
        "Modern marketing needs many skills at once: search, paid media, content, social, e-mail and analytics. Hiring each locally is slow and expensive, so most teams run short-handed.",
        "With remote specialists from Southeast Asia you can staff every channel, keep strategy in-house and choose the size of the team you pay for.",
      ],
      highlight: "Save up to 80% on marketing staff costs against local hiring",
    },
    {
      type: "benefits",
      title: "Key Benefits",
      items: [
        {
          title: "Specialists for Every Channel",
          description:
            "SEO, paid search, social, content and e-mail experts rather than one generalist stretched thin.",
          icon: "Target",
        },
        {
          title: "Measurable Results",
          description: "Campaign dashboards and regular reports tied to leads, cost per acquisition and revenue.",
          icon: "ChartLine",
        },
        {
          title: "Faster Campaign Launches",
          description: "Dedicated hands for briefs, builds and QA mean campaigns go live in days, not weeks.",
          icon: "Rocket",
        },
        {
          title: "Flexible Team Size",
          description:
            "Add specialists for a product launch or peak season, and scale back with 30 days' written notice.",
          icon: "TrendingUp",
        },
      ],
    },
    {
      type: "cards",
      title: "Cost Savings",
      intro: "What marketing talent earns when hired locally, per year, and what a remote team changes.",
      items: [
        {
          title: "Digital Marketing Manager",
          description: "$80,000+ per year locally. A remote digital marketing manager costs up to 80% less.",
          icon: "CircleDollarSign",
        },
        {
          title: "Head of Performance Marketing",
          description:
            "$120,000+ per year locally. Pair a senior in-house lead with a remote team of channel specialists instead.",
          icon: "PiggyBank",
        },
        {
          title: "Content Marketing Specialist",
          description:
            "$70,000+ per year locally. Remote writers and editors deliver the same output at a fraction of the cost.",
          icon: "HandCoins",
        },
      ],
    },
    {
      type: "roles",
      title: "Marketing Roles We Fill",
      items: [
        {
          title: "Digital Marketing Specialists",
          description: "Plan and run multi-channel campaigns and report on their results.",
          icon: "Target",
          skills: ["Campaign planning", "Google Analytics", "Marketing automation"],
        },
        {
          title: "Social Media Managers",
          description: "Own your social calendar, community and platform growth.",
          icon: "Share2",
          skills: ["Meta Business Suite", "TikTok", "LinkedIn"],
        },
        {
          title: "SEO/SEM Specialists",
          description: "Grow organic and paid search traffic with technical and content SEO.",
          icon: "Search",
          skills: ["Keyword research", "Technical SEO", "Google Search Console"],
        },
        {
          title: "PPC Campaign Managers",
          description: "Build, optimise and scale paid campaigns against your cost-per-acquisition targets.",
          icon: "CircleDollarSign",
          skills: ["Google Ads", "Meta Ads", "Bid strategy"],
        },
        {
          title: "Content Writers and Copywriters",
          description: "Write blog posts, landing pages, ads and product copy in your brand voice.",
          icon: "FileText",
          skills: ["SEO copywriting", "Editing", "Brand voice"],
        },
        {
          title: "E-mail Marketing Specialists",
          description: "Run newsletters, automated journeys and list hygiene for higher open and click rates.",
          icon: "Mail",
          skills: ["Klaviyo", "Mailchimp", "Segmentation"],
        },
        {
          title: "Marketing Analysts",
          description: "Turn campaign and CRM data into dashboards and clear recommendations.",
          icon: "ChartBar",
          skills: ["Looker Studio", "GA4", "Attribution"],
        },
        {
          title: "Graphic Designers",
          description: "Produce ads, social creatives and campaign assets to your brand guidelines.",
          icon: "PenTool",
          skills: ["Adobe Creative Suite", "Canva", "Figma"],
        },
        {
          title: "Video Editors",
          description: "Edit short-form video and reels for social, ads and product marketing.",
          icon: "Video",
          skills: ["Premiere Pro", "After Effects", "CapCut"],
        },
        {
          title: "Marketing Automation Specialists",
          description: "Build lead scoring, nurture flows and CRM integrations that hand sales better leads.",
          icon: "Workflow",
          skills: ["HubSpot", "Salesforce", "Zapier"],
        },
        {
          title: "E-commerce Marketing Specialists",
          description: "Grow marketplace and online store sales with listings, promotions and retargeting.",
          icon: "ShoppingCart",
          skills: ["Shopify", "Shopee and Lazada", "Product feeds"],
        },
        {
          title: "Lead Generation Specialists",
          description: "Research prospects, run outreach sequences and book qualified meetings for sales.",
          icon: "UserPlus",
          skills: ["LinkedIn Sales Navigator", "Apollo", "Cold outreach"],
        },
      ],
    },
    {
      type: "checklist",
      title: "Why Outsource Your Marketing?",
      items: [
        {
          title: "Keep strategy in-house",
          description: "Your team sets direction; remote specialists execute it every day.",
        },
        {
          title: "Cover every channel",
          description: "Staff search, social, content and e-mail without four local hires.",
        },
        {
          title: "Pay for the team you choose",
          description: "No agency retainers or hourly overruns, and no long-term contracts.",
        },
        {
          title: "Pre-vetted talent",
          description: "Candidates pass a skills test on real tasks before you interview them.",
        },
        { title: "Managed for you", description: "Payroll, HR, equipment and performance tracking handled by us." },
      ],
    },
    closingCta(
      "Marketing",
      "Tell us your channels and goals. We will propose a marketing team and introduce pre-vetted specialists for your review.",
    ),
  ],
} satisfies LandingPage;
