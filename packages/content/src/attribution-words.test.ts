// The words staff read a visit's campaign and timing in, on the enquiry and application pages and in the staff mails.
import { describe, expect, it } from "vitest";
import { campaignText, sinceLandingText } from "./attribution-words.ts";

describe("a visit's campaign and timing, as staff read them", () => {
  it("lists the campaign's parameters in their usual order, whatever order the database kept them in", () => {
    expect(campaignText({ utm_medium: "social", utm_campaign: "dec-launch", utm_source: "linkedin" })).toBe(
      "source=linkedin, medium=social, campaign=dec-launch",
    );
    expect(campaignText({})).toBe("");
    expect(campaignText(undefined)).toBe("");
  });

  it("says the time from landing to sending in seconds, minutes or hours", () => {
    expect([7_000, 185_000, 5_400_000].map(sinceLandingText)).toEqual(["7 s", "3 min", "1.5 h"]);
  });
});
