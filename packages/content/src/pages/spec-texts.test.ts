// The specification's exact texts and counts, kept by the pages' content: counts, case-study figures, commercial
// terms, dates and the exact words of the contact, not-found and roles pages.
import { describe, expect, it } from "vitest";
import { aboutPage } from "./about.ts";
import { blogArticlePage } from "./blog-article.ts";
import { blogPage } from "./blog.ts";
import { seedArticles } from "../seed-articles.ts";
import { careersPage } from "./careers.ts";
import { caseStudiesPage } from "./case-studies.ts";
import { contactPage } from "./contact.ts";
import { employerOfRecordPage } from "./employer-of-record.ts";
import { faqsPage } from "./faqs.ts";
import { homePage } from "./home.ts";
import { howItWorksPage } from "./how-it-works.ts";
import { notFoundPage } from "./not-found.ts";
import { privacyPolicyPage } from "./privacy-policy.ts";
import { resourcesPage } from "./resources.ts";
import { roleCardLine, rolesPage } from "./roles.ts";
import { sectorsPage } from "./sectors.ts";
import { servicesPage } from "./services.ts";
import { talentOutsourcingPage } from "./talent-outsourcing.ts";
import { termsPage } from "./terms.ts";

describe("the specification's texts", () => {
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
      // The specification's "80% Cost Savings", with "up to" as DECISIONS.md asks wherever the percentage appears.
      "Up to 80% Cost Savings",
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
    // The specification's 'Coming soon' cards and placeholders went with issue 48: the pages show what is live.
    expect(resourcesPage).not.toHaveProperty("comingSoon");
    expect(blogPage).not.toHaveProperty("comingSoon");
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
    // The reading time is counted from the article's body (its row), no longer written by hand as "8 min read".
    expect(seedArticles[0]).toMatchObject({ published: "2025-01-15", updated: "2025-07-01" });
    expect(blogArticlePage.slug).toBe("staff-outsourcing-benefits-singapore");
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
