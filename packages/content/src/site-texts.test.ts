// The shared component words parse against their schema and keep the specification's exact texts.
import { describe, expect, it } from "vitest";
import { siteTexts, siteTextsSchema } from "./site-texts.ts";

describe("site texts", () => {
  it("parse against their schema", () => {
    const result = siteTextsSchema.safeParse(siteTexts);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("keep the exact texts", () => {
    expect(siteTexts.landingCards.action).toBe("Explore");
    expect(siteTexts.roleStrip.pause).toBe("Pause scrolling");
    expect(siteTexts.skipLink).toBe("Skip to content");
    expect(siteTexts.breadcrumb.home).toBe("Home");
  });
});
