// The words of the /industries/creative-design landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, contactCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const creativeDesign = {
  slug: "creative-design",
  kind: "industry",
  canonicalPath: "/industries/creative-design",
  aliases: [],
  listing: { industries: 3, roles: 3 },
  card: {
    title: "Creative and Design",
    description: "Graphic, UI/UX, motion and video talent producing on-brand work at agency quality.",
    icon: "Palette",
    color: "pink",
  },
  seo: {
    title: "Creative and Design Outsourcing: Remote Designers",
    description:
      "Hire remote graphic designers, UI/UX designers, illustrators and video editors who work to your brand guidelines, in your tools, on your weekly briefs.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Creative and Design Outsourcing",
      "A dedicated creative team that knows your brand, turns briefs around fast and costs a fraction of a local studio.",
      contactCta("Build Your Creative Team"),
    ),
    {
      type: "overview",
      title: "Great Design, Every Week",
      body: [
        "Marketing runs on a steady flow of visuals: social posts, ads, decks, product screens and video. Freelancers come and go; agencies bill by the hour. A dedicated remote designer learns your brand once and delivers every week.",
        "We assess portfolios and set a skills test on a brief before you interview, so you only meet designers whose style fits your work.",
      ],
    },
    taskSection({
      intro: "Designers work best with support around them. Add the roles that keep creative work moving.",
      note: "Send us a few examples of work you like and we will match designers whose style fits.",
      descriptions: {
        "Administrative Support":
          "Brief intake, asset requests, approval tracking and file naming so the studio runs without chasing.",
        "Customer Service Support":
          "Client review rounds, feedback collation and delivery updates for agencies serving many brands.",
        "Marketing and Sales Support":
          "Case study layouts, pitch decks and proposal design that show your creative work to prospects.",
        "Finance and Accounting Support":
          "Stock image and font licence tracking, freelancer invoices and project cost reports for the studio.",
        "HR Management Support":
          "Portfolio screening, test brief coordination and onboarding to your brand guidelines for new designers.",
        "Technical and Specialized Support":
          "Motion designers, illustrators and prepress specialists for work beyond everyday graphics.",
        "Order Processing and Inventory Management Support":
          "Print orders, proofs, merchandise runs and production schedules tracked with your suppliers.",
        "Social Media Management Support":
          "Content calendars, platform-native creatives, scheduling and community replies for your channels.",
        "Website Maintenance and Content Creation Support":
          "Landing page builds, banner swaps and image optimisation that keep your site in step with campaigns.",
        "Email Marketing Support":
          "Newsletter templates, campaign headers and modular e-mail designs that render well in every inbox.",
        "Information Technology Support":
          "Design tool licences, shared drives, font management and asset library permissions kept in order.",
        "Creative and Design Support":
          "Graphic, UI/UX, motion and video designers producing assets to your brand guidelines.",
      },
    }),
    {
      type: "benefits",
      title: "Benefits for Your Creative Output",
      items: [
        {
          title: "Brand Consistency",
          description: "One team applies your guidelines, templates and tone to every asset, channel after channel.",
          icon: "Palette",
        },
        {
          title: "Faster Turnaround",
          description:
            "Time-zone differences let work on a brief continue while your own team is offline, in the shifts you agree with us.",
          icon: "Timer",
        },
        {
          title: "Portfolio-Tested Talent",
          description: "Designers are selected on their portfolio and a skills test on a brief, not on a CV alone.",
          icon: "Award",
        },
        {
          title: "Predictable Cost",
          description: "A fixed monthly cost per designer instead of agency retainers and hourly overruns.",
          icon: "Wallet",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Graphic Design",
          description: "Social media creatives, ads, brochures, infographics and print-ready layouts.",
          icon: "PenTool",
        },
        {
          title: "UI/UX Design",
          description: "Wireframes, prototypes and design systems in Figma, tested with real users.",
          icon: "LayoutGrid",
        },
        {
          title: "Video and Motion",
          description: "Short-form video edits, explainer animations and motion graphics for every platform.",
          icon: "Video",
        },
        {
          title: "Illustration and Branding",
          description: "Logos, icon sets, illustrations and brand refreshes built to your positioning.",
          icon: "Brush",
        },
        {
          title: "Presentation Design",
          description: "Pitch decks, sales presentations and reports that make complex ideas clear.",
          icon: "Presentation",
        },
        {
          title: "Creative Operations",
          description: "Briefing, asset libraries and review workflows in your project tools, managed for you.",
          icon: "FolderKanban",
        },
      ],
    },
    closingCta(
      "Creative",
      "Tell us what you produce each month. We will propose the creative team to deliver it, with portfolios to review.",
    ),
  ],
} satisfies LandingPage;
