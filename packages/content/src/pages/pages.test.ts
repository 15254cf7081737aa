// Every page's content parses against its schema, and the specification's exact texts are kept.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aboutPage, aboutPageSchema } from "./about.ts";
import { blogArticlePage, blogArticlePageSchema } from "./blog-article.ts";
import { blogPage, blogPageSchema } from "./blog.ts";
import { ownerReview } from "../owner-review.ts";
import { careersPage, careersPageSchema, getPosition, positionsPostedAt, remoteApplicantLocation } from "./careers.ts";
import { caseStudiesPage, caseStudiesPageSchema } from "./case-studies.ts";
import { contactPage, contactPageSchema } from "./contact.ts";
import { employerOfRecordPage, employerOfRecordPageSchema } from "./employer-of-record.ts";
import { faqsPage, faqsPageSchema } from "./faqs.ts";
import { homePage, homePageSchema } from "./home.ts";
import { howItWorksPage, howItWorksPageSchema } from "./how-it-works.ts";
import { industriesPage, industriesPageSchema } from "./industries.ts";
import { notFoundPage, notFoundPageSchema } from "./not-found.ts";
import { legalDocumentSchema } from "./page-schema.ts";
import { privacyPolicyPage } from "./privacy-policy.ts";
import { resourcesPage, resourcesPageSchema } from "./resources.ts";
import { roleCardLine, rolesPage, rolesPageSchema } from "./roles.ts";
import { savingsCalculatorPage, savingsCalculatorPageSchema } from "./savings-calculator.ts";
import { searchPage, searchPageSchema } from "./search.ts";
import { sectorsPage, sectorsPageSchema } from "./sectors.ts";
import { servicesPage, servicesPageSchema } from "./services.ts";
import { staffSignInPage, staffSignInPageSchema } from "./staff-sign-in.ts";
import { staffRoom, staffRoomSchema } from "./staff-room.ts";
import { contactSentPage, contactSentPageSchema } from "./contact-sent.ts";
import { talentOutsourcingPage, talentOutsourcingPageSchema } from "./talent-outsourcing.ts";
import { termsPage } from "./terms.ts";

const pages: [name: string, schema: z.ZodType, data: unknown][] = [
  ["home", homePageSchema, homePage],
  ["about", aboutPageSchema, aboutPage],
  ["how-it-works", howItWorksPageSchema, howItWorksPage],
  ["services", servicesPageSchema, servicesPage],
  ["talent-outsourcing", talentOutsourcingPageSchema, talentOutsourcingPage],
  ["employer-of-record", employerOfRecordPageSchema, employerOfRecordPage],
  ["industries", industriesPageSchema, industriesPage],
  ["sectors", sectorsPageSchema, sectorsPage],
  ["roles", rolesPageSchema, rolesPage],
  ["careers", careersPageSchema, careersPage],
  ["case-studies", caseStudiesPageSchema, caseStudiesPage],
  ["savings-calculator", savingsCalculatorPageSchema, savingsCalculatorPage],
  ["contact", contactPageSchema, contactPage],
  ["faqs", faqsPageSchema, faqsPage],
  ["privacy-policy", legalDocumentSchema, privacyPolicyPage],
  ["terms", legalDocumentSchema, termsPage],
  ["resources", resourcesPageSchema, resourcesPage],
  ["blog", blogPageSchema, blogPage],
  ["blog-article", blogArticlePageSchema, blogArticlePage],
  ["search", searchPageSchema, searchPage],
  ["staff-sign-in", staffSignInPageSchema, staffSignInPage],
  ["staff-room", staffRoomSchema, staffRoom],
  ["contact-sent", contactSentPageSchema, contactSentPage],
  ["not-found", notFoundPageSchema, notFoundPage],
];

describe("pages", () => {
  it.each(pages)("%s parses against its schema", (_name, schema, data) => {
    const result = schema.safeParse(data);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("has the counts of the specification", () => {
    expect(homePage.whyRemote.items).toHaveLength(3);
    expect(homePage.process.items).toHaveLength(4);
    expect(howItWorksPage.steps.items.map((step) => step.title)).toEqual([
      "Share Requirements",
      "We Source Talent",
      "Direct Collaboration",
      "Backend Support",
    ]);
    for (const step of howItWorksPage.steps.items) expect(step.checklist.length).toBeGreaterThanOrEqual(3);
    expect(aboutPage.values.items.map((value) => value.title)).toEqual(["Excellence", "Collaboration", "Innovation"]);
    expect(servicesPage.services.items.map((service) => service.title)).toEqual([
      "Custom Software Development",
      "Cloud Solutions",
      "Digital Transformation",
      "Staff Augmentation",
      "Security Solutions",
      "Data Analytics",
    ]);
    expect(talentOutsourcingPage.hiringJourney.items).toHaveLength(4);
    expect(talentOutsourcingPage.managing.items).toHaveLength(7);
    expect(talentOutsourcingPage.managing.id).toBe("solvix-managing");
    expect(talentOutsourcingPage.faq.items).toHaveLength(6);
    expect(talentOutsourcingPage.seo.keywords.length).toBeGreaterThan(0);
    expect(employerOfRecordPage.features.items).toHaveLength(4);
    expect(employerOfRecordPage.process.items).toHaveLength(3);
    expect(employerOfRecordPage.serviceGroups.items).toHaveLength(4);
    expect(employerOfRecordPage.faq.items).toHaveLength(7);
    expect(employerOfRecordPage.countries).toEqual(["Philippines", "Indonesia", "India", "Vietnam"]);
    expect(JSON.stringify(employerOfRecordPage)).toContain("3-5 business days");
    expect(rolesPage.hero.title).toBe("Available Roles");
    expect(rolesPage.benefits.items.map((item) => item.title)).toEqual([
      "80% Cost Savings",
      "Global Talent Pool",
      "Fast Deployment",
      "Dedicated Teams",
    ]);
    expect(careersPage.perks.items.map((perk) => perk.title)).toEqual([
      "Innovation First",
      "Growth Opportunities",
      "Work-Life Balance",
    ]);
    expect(faqsPage.items).toHaveLength(24);
    expect(faqsPage.items.map((item) => item.id)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    expect(privacyPolicyPage.sections).toHaveLength(10);
    expect(termsPage.sections).toHaveLength(10);
    expect(resourcesPage.cards.map((card) => card.href)).toEqual(["/resources/blog", "/faqs", "/privacy-policy"]);
    expect(resourcesPage.comingSoon.map((card) => card.title)).toEqual([
      "Industry Reports",
      "White Papers",
      "Newsletter",
    ]);
    expect(blogPage.comingSoon).toHaveLength(4);
  });

  it("has the three positions of the specification with apply links", () => {
    expect(
      careersPage.positions.items.map(({ slug, title, location, type, tags }) => ({
        slug,
        title,
        location,
        type,
        tags,
      })),
    ).toEqual([
      {
        slug: "senior-full-stack-developer",
        title: "Senior Full Stack Developer",
        location: "Remote",
        type: "Full-time",
        tags: ["React", "Node.js", "TypeScript", "AWS"],
      },
      {
        slug: "devops-engineer",
        title: "DevOps Engineer",
        location: "Hybrid",
        type: "Full-time",
        tags: ["Docker", "Kubernetes", "Terraform", "Jenkins"],
      },
      {
        slug: "ux-ui-designer",
        title: "UX/UI Designer",
        location: "Remote",
        type: "Full-time",
        tags: ["Figma", "Adobe Creative Suite", "User Research", "Prototyping"],
      },
    ]);
    expect(getPosition("devops-engineer")?.applyHref).toBe("/careers/devops-engineer");
    expect(getPosition("chief-astronaut")).toBeUndefined();
  });

  it("dates every position and says where remote candidates may live, as content on the owner's list", () => {
    const listed = ownerReview.map((item) => item.text);
    for (const position of careersPage.positions.items) {
      // Not in the specification: the posting date is content, confirmed by the owner, never a build's clock.
      expect(position.datePosted).toBe(positionsPostedAt);
      expect(listed).toContain(position.datePosted);
      expect(position.validThrough).toBeUndefined();
      if (position.location === "Remote") {
        expect(position.applicantLocation).toEqual(remoteApplicantLocation);
        expect(listed).toContain(position.applicantLocation?.label);
      } else {
        expect(position.applicantLocation).toBeUndefined();
      }
    }
  });

  it("quotes every case-study figure exactly", () => {
    const cases = caseStudiesPage.cases.map((c) => ({
      who: `${c.client} in ${c.location}`,
      team: c.team,
      results: c.results.map((r) => `${r.value} ${r.label.toLowerCase()}`),
    }));
    expect(cases).toEqual([
      {
        who: "Marketing agency in Australia",
        team: { size: 4, countries: ["Philippines"] },
        results: [
          "70% cost reduction",
          "3 weeks to hire the full team",
          "150% more content output",
          "$240K annual savings",
        ],
      },
      {
        who: "Fintech startup in Singapore",
        team: { size: 6, countries: ["Vietnam", "Indonesia"] },
        results: [
          "65% cost reduction",
          "4 weeks to onboard the team",
          "200% faster delivery",
          "24/7 customer support",
          "$420K savings",
        ],
      },
      {
        who: "E-commerce company in United States",
        team: { size: 6, countries: ["India", "Philippines"] },
        results: ["75% cost reduction", "2 weeks to staff the team", "99.8% reporting accuracy", "$315K savings"],
      },
    ]);
    expect(caseStudiesPage.cta.button).toEqual({ label: "Start Your Outsourcing Journey", href: "/contact" });
  });

  it("states the commercial terms of the specification in the FAQs and terms", () => {
    const faqs = JSON.stringify(faqsPage.items);
    for (const term of [
      "5-day work week",
      "one month's salary per year of service, or one month's salary if that is greater",
      "refundable security deposit",
      "payable after the agreement is signed and before we start sourcing",
      "free of charge within the guarantee period",
      "no lock-in",
      "50-70%",
      "within 1-2 weeks",
    ]) {
      expect(faqs).toContain(term);
    }
    const terms = JSON.stringify(termsPage.sections);
    for (const term of ["within 30 days of receipt", "30 days' written notice", "90-day warranty", "USD"])
      expect(terms).toContain(term);
    expect(termsPage.lastUpdated).toBe("2025-07-01");
    expect(privacyPolicyPage.lastUpdated).toBe("2025-01-01");
    expect(JSON.stringify(privacyPolicyPage)).toContain("PDPA");
  });

  it("dates the blog article and the index as decided", () => {
    expect(blogArticlePage.published).toBe("2025-01-15");
    expect(blogArticlePage.updated).toBe("2025-07-01");
    expect(blogArticlePage.readingMinutes).toBe(8);
    expect(blogPage.featured.date).toBe("2025-07-01");
    expect(blogPage.featured.href).toBe("/resources/blog/staff-outsourcing-benefits-singapore");
    expect(blogArticlePage.related).toHaveLength(2);
  });

  it("writes the exact texts of the contact, not-found and roles pages", () => {
    expect(contactPage.title).toBe("Get In Touch");
    expect(contactPage.form.title).toBe("Send Us a Message");
    expect(contactPage.form.submitting).toBe("Sending...");
    expect(contactPage.form.success).toEqual({
      title: "Message Sent Successfully!",
      body: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    });
    expect(contactPage.form.failure).toEqual({
      title: "Error",
      prefix: "Failed to send message: ",
      fallback: "Please try again.",
      network: "Could not reach our server. Please check your internet connection and try again.",
      unreachable: "The server is not reachable right now. Please try again in a few minutes.",
    });
    expect(notFoundPage).toMatchObject({
      code: "404",
      title: "Oops! Page not found",
      link: { label: "Return to Home", href: "/" },
    });
    expect(roleCardLine("Customer Support")).toBe(
      "Specialized remote staffing solutions for customer support positions",
    );
    expect(sectorsPage.cta.button).toEqual({ label: "Get Started Today", href: "/contact" });
  });
});
