// The application's shared rules: the talent pool's categories and countries come from the specification, the consent
// line states the retention the scheduled job applies, and the CV check of the browser agrees with the limits.
import { describe, expect, it } from "vitest";
import {
  applicantFieldsSchema,
  applicationRetentionMonths,
  checkCvFile,
  cvMessages,
  cvRules,
  staffCountries,
  talentPoolCategories,
  talentPoolTargetSchema,
} from "./application.ts";
import { listRoleCards } from "./landing.ts";
import { applicationFormTexts, retentionConsent, talentPoolPage } from "./pages/apply.ts";
import { specifiedRoleCategories } from "./specified.ts";

describe("application rules", () => {
  it("offers the specification's five role categories and four staff countries", () => {
    expect(Object.keys(talentPoolCategories)).toEqual([...specifiedRoleCategories]);
    const titles = Object.fromEntries(listRoleCards().map((card) => [card.id, card.title]));
    for (const [slug, title] of Object.entries(talentPoolCategories)) expect(title).toBe(titles[slug]);
    expect(staffCountries).toEqual(["Philippines", "Indonesia", "Vietnam", "India"]);
    expect(talentPoolPage.categories.map((c) => c.value)).toEqual(Object.keys(talentPoolCategories));
    expect(talentPoolTargetSchema.safeParse({ category: "marketing", country: "France" }).success).toBe(false);
  });

  it("states the retention that the scheduled job applies", () => {
    expect(retentionConsent).toContain(`${applicationRetentionMonths} months`);
    expect(applicationFormTexts.consent.after).toContain(retentionConsent);
  });

  it("refuses a missing consent, a bad link and a one-word note; accepts an empty optional field", () => {
    const valid = {
      name: "Maria Santos",
      email: "maria@example.com",
      country: "Philippines",
      phone: "",
      profileUrl: "",
      note: "Five years of support work.",
      consent: "yes",
    };
    expect(applicantFieldsSchema.safeParse(valid).success).toBe(true);
    const issues = (values: object) =>
      applicantFieldsSchema.safeParse({ ...valid, ...values }).error?.issues.map((issue) => issue.path[0]);
    expect(issues({ consent: "" })).toEqual(["consent"]);
    expect(issues({ profileUrl: "javascript:alert(1)" })).toEqual(["profileUrl"]);
    expect(issues({ note: "Hi" })).toEqual(["note"]);
    expect(issues({ phone: "call me" })).toContain("phone");
  });

  it("checks a chosen file's name and size in the browser as the function does by content", () => {
    expect(checkCvFile(null)).toBe(cvMessages.missing);
    expect(checkCvFile({ name: "cv.pdf", size: 0 })).toBe(cvMessages.empty);
    expect(checkCvFile({ name: "cv.pdf", size: cvRules.maxBytes + 1 })).toBe(cvMessages.tooLarge);
    expect(checkCvFile({ name: "cv.exe", size: 10 })).toBe(cvMessages.type);
    expect(checkCvFile({ name: "CV.DOCX", size: cvRules.maxBytes })).toBeUndefined();
  });
});
