// Every page's content parses against its schema (the specification's exact texts: spec-texts.test.ts,
// careers-positions.test.ts).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { aboutPage, aboutPageSchema } from "./about.ts";
import { blogArticlePage, blogArticlePageSchema } from "./blog-article.ts";
import { blogPage, blogPageSchema } from "./blog.ts";
import { careersPage, careersPageSchema } from "./careers.ts";
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
import { rolesPage, rolesPageSchema } from "./roles.ts";
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
});
