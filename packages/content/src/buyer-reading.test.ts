// The pages read as one account by a careful buyer (issue 32): costs said one way, "no hidden costs" only beside the
// full list, market figures said to be the market's, and none of the statements the company never made.
import { describe, expect, it } from "vitest";
import { costTerms } from "./costs.ts";
import { listPageTexts } from "./page-texts.ts";

const texts = listPageTexts().flatMap((page) => page.texts.map((text) => ({ path: page.path, text })));
const where = (pattern: RegExp) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ path, text }) => `${path}: ${text}`);

describe("one account of costs", () => {
  it("lists every commercial term of the specification, amounts left to the agreement", () => {
    for (const term of [
      "monthly fee for each team member", // on the owner's list
      "one-time setup fee, payable after the agreement is signed and before sourcing starts",
      "refundable security deposit",
      "redundancy pay applies: one month's salary per year of service, or one month's salary if that is greater",
      "replaced free of charge within the guarantee period",
      "no lock-in contracts",
      "30 days' written notice",
      "Prices are in USD",
      "invoices are due within 30 days of receipt",
      "your agreement states every amount",
    ])
      expect(costTerms).toContain(term);
  });

  it("says 'no hidden costs' only in that full list", () => {
    const hidden = texts.filter(({ text }) => /hidden (costs|fees|charges)/i.test(text));
    expect(hidden.map(({ path }) => path).sort()).toEqual([
      "/faqs",
      "/pricing",
      "/services/employer-of-record",
      "/services/talent-outsourcing",
    ]);
    for (const { text } of hidden) expect(text).toBe(costTerms);
  });

  it("gives notice one way (30 days' written notice) and names no fee or margin the specification does not", () => {
    expect(where(/30 days'? notice/i)).toEqual([]);
    expect(where(/management fee|agency margin|no margins?\b/i)).toEqual([]);
  });

  it("says redundancy pay applies without a condition of its own wherever it is explained", () => {
    const sentences = texts.flatMap(({ path, text }) =>
      text.split(/(?<=\.)\s+/).map((sentence) => `${path}: ${sentence}`),
    );
    const redundancy = sentences.filter((sentence) => /redundancy pay/i.test(sentence));
    expect(redundancy.length).toBeGreaterThanOrEqual(4);
    expect(redundancy.filter((sentence) => /other than|unless|except|performance|conduct/i.test(sentence))).toEqual([]);
  });
});

describe("figures", () => {
  it("says the market figures (40%, 45%, 60% faster) are the market's", () => {
    const sentences = where(/\b(40|45|60)% (faster|shorter)/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    for (const line of sentences) expect(line).toMatch(/market/i);
  });
});

describe("statements the company never made", () => {
  it.each([
    ["managed or encrypted devices", /(managed|encrypted) (laptops?|devices?|computers?)/i],
    ["least-privilege access", /least[- ]privilege/i],
    ["VPN policies", /\bVPNs?\b/],
    ["monitored sessions", /monitored (sessions?|screens?)|session (monitoring|recording)/i],
    ["clean-desk policies", /clean[- ]desk/i],
    ["English assessments", /English (assessment|test)|excellent English|English-first/i],
    ["an account manager or a dedicated team lead", /account manager|team lead\b/i],
    ["night shifts", /night shifts?|overnight/i],
    ["training credentials", /\btrained (on|in)\b|trained paralegals?|certified/i],
    ["named accounting systems", /\b(Xero|QuickBooks|NetSuite)\b/],
    ["one clear invoice", /one (clear )?invoice/i],
    ["help transferring employees", /transfer(ring)? (your )?(employees|staff)/i],
    ["clients starting with hiring only", /hiring only/i],
    ["daily quality checks", /daily quality/i],
    ["a compliance claim", /secure, compliant|fully compliant/i],
    ["staff who know the client's platforms", /\bwho know (Shopify|the booking)/i],
  ])("%s", (_name, pattern) => {
    expect(where(pattern)).toEqual([]);
  });
});
