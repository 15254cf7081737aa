// The calculator's arithmetic (ranges, rounding, totals per currency) and its URL state, on the specification's figures.
import { savingsCalculatorPage } from "@solvix/content/pages/savings-calculator";
import { describe, expect, it } from "vitest";
import { choosableCurrencies, convert, readCurrency } from "./currency.ts";
import { groupDigits } from "./digits.ts";
import {
  estimateRole,
  estimateTeam,
  formatPercent,
  formatRange,
  MAX_COUNT,
  percentSaved,
  readPicks,
  teamMessage,
  writePicks,
  type SavingsRole,
} from "./savings.ts";

const { calculator } = savingsCalculatorPage;
const { linkNotes } = calculator;

const role = (
  slug: string,
  title: string,
  currency: "USD" | "SGD",
  period: "month" | "year",
  local: [number, number],
  remote: [number, number],
): SavingsRole => ({
  slug,
  title,
  currency,
  period,
  local: { min: local[0], max: local[1] },
  remote: { min: remote[0], max: remote[1] },
});

const structural = role("structural-engineer", "Structural Engineer", "USD", "year", [85000, 110000], [14000, 22000]);
const cad = role("cad-designer", "CAD Designer", "USD", "year", [55000, 75000], [9000, 15000]);
const developer = role("software-developer", "Software Developer", "SGD", "month", [8000, 12000], [1500, 3000]);
const roles = [structural, cad, developer];

describe("estimateRole", () => {
  it("multiplies both ends by the headcount and compares like with like", () => {
    const line = estimateRole(structural, 3);
    expect(line.local).toEqual({ min: 255000, max: 330000 });
    expect(line.remote).toEqual({ min: 42000, max: 66000 });
    // 255,000 - 42,000 and 330,000 - 66,000
    expect(line.savings).toEqual({ min: 213000, max: 264000 });
    // 213/255 = 83.5% -> 83; 264/330 = 80% exactly
    expect(line.percent).toEqual({ min: 80, max: 83 });
  });

  it("turns a monthly salary into a yearly cost in its own currency", () => {
    const line = estimateRole(developer, 1);
    expect(line.local).toEqual({ min: 96000, max: 144000 });
    expect(line.remote).toEqual({ min: 18000, max: 36000 });
    expect(line.savings).toEqual({ min: 78000, max: 108000 });
    // 78/96 = 81.25% -> 81; 108/144 = 75%
    expect(line.percent).toEqual({ min: 75, max: 81 });
  });
});

describe("percentSaved", () => {
  it("rounds down, never up", () => {
    expect(percentSaved(2, 3)).toBe(66);
    expect(percentSaved(71, 85)).toBe(83);
    expect(percentSaved(88, 110)).toBe(80);
    expect(percentSaved(1, 0)).toBe(0);
  });
});

describe("estimateTeam", () => {
  it("totals each currency apart, from the summed costs", () => {
    const { lines, totals } = estimateTeam(roles, [
      { slug: "software-developer", count: 2 },
      { slug: "structural-engineer", count: 3 },
      { slug: "cad-designer", count: 2 },
    ]);
    expect(lines.map((line) => line.role.slug)).toEqual(["structural-engineer", "cad-designer", "software-developer"]);
    expect(totals.map((total) => total.currency)).toEqual(["USD", "SGD"]);
    const usd = totals[0];
    // 3 structural engineers + 2 CAD designers
    expect(usd?.local).toEqual({ min: 255000 + 110000, max: 330000 + 150000 });
    expect(usd?.remote).toEqual({ min: 42000 + 18000, max: 66000 + 30000 });
    expect(usd?.savings).toEqual({ min: 305000, max: 384000 });
    // 305/365 = 83.56% -> 83; 384/480 = 80%
    expect(usd?.percent).toEqual({ min: 80, max: 83 });
    expect(totals[1]?.local).toEqual({ min: 192000, max: 288000 });
    expect(totals[1]?.savings).toEqual({ min: 156000, max: 216000 });
  });

  it("leaves out roles with no headcount and has no total without lines", () => {
    expect(estimateTeam(roles, [{ slug: "cad-designer", count: 0 }])).toEqual({ lines: [], totals: [] });
  });
});

describe("formatting", () => {
  it("writes ranges and percentages", () => {
    expect(formatRange({ min: 255000, max: 330000 }, "USD")).toBe("USD 255,000 – 330,000");
    expect(formatRange({ min: 96000, max: 96000 }, "SGD")).toBe("SGD 96,000");
    expect(formatPercent({ min: 80, max: 83 })).toBe("80–83%");
    expect(formatPercent({ min: 80, max: 80 })).toBe("80%");
  });

  it("groups digits as toLocaleString('en-US') does, with one formatter", () => {
    for (const value of [0, 7, 999, 1000, 75000, 255000, 1234567]) {
      expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});

describe("URL state", () => {
  it("reads repeated role/count pairs in order", () => {
    const { picks, notes } = readPicks(
      new URLSearchParams("role=structural-engineer&count=3&role=cad-designer&count=2"),
      roles,
      linkNotes,
    );
    expect(picks).toEqual([
      { slug: "structural-engineer", count: 3 },
      { slug: "cad-designer", count: 2 },
    ]);
    expect(notes).toEqual([]);
  });

  it("counts a role without its count once, and says what it changed", () => {
    const { picks, notes } = readPicks(
      new URLSearchParams(
        `role=cad-designer&role=nope&count=4&role=structural-engineer&count=${MAX_COUNT + 9}&role=cad-designer&count=1&role=software-developer&count=abc`,
      ),
      roles,
      linkNotes,
    );
    expect(picks).toEqual([
      { slug: "cad-designer", count: 1 },
      { slug: "structural-engineer", count: MAX_COUNT },
      { slug: "software-developer", count: 1 },
    ]);
    expect(notes).toHaveLength(4);
    expect(notes[0]).toContain("nope");
    expect(notes[1]).toContain(`set to ${MAX_COUNT}`);
    expect(notes[2]).toContain("twice");
    expect(notes[3]).toContain("set to 1");
  });

  it("writes the pairs back, leaving out zero headcounts, and round-trips", () => {
    const picks = [
      { slug: "structural-engineer", count: 3 },
      { slug: "cad-designer", count: 0 },
      { slug: "software-developer", count: 1 },
    ];
    const query = writePicks(picks);
    expect(query).toBe("?role=structural-engineer&count=3&role=software-developer&count=1");
    expect(readPicks(new URLSearchParams(query), roles, linkNotes).picks).toEqual([picks[0], picks[2]]);
    expect(writePicks([])).toBe("");
  });

  it("writes the enquiry message of a team", () => {
    expect(
      teamMessage(
        [
          { slug: "structural-engineer", count: 3 },
          { slug: "cad-designer", count: 2 },
        ],
        roles,
        calculator,
      ),
    ).toBe(
      "I would like to discuss a remote team of: 3 × Structural Engineer, 2 × CAD Designer (from the savings calculator).",
    );
    expect(teamMessage([], roles, calculator)).toBe("");
  });
});

describe("a chosen currency, the rates and the fee (issue 49)", () => {
  const rates = { SGD: 1.25, AUD: 1.5, setAt: "2026-11-20T02:00:00.000Z" };

  it("converts every line into the chosen currency and totals them once", () => {
    const { lines, totals } = estimateTeam(
      roles,
      [
        { slug: "structural-engineer", count: 1 },
        { slug: "software-developer", count: 1 },
      ],
      { currency: "AUD", rates, fee: null },
    );
    expect(lines.map((line) => line.currency)).toEqual(["AUD", "AUD"]);
    // SGD 8,000 a month = USD 6,400 = AUD 9,600; a year AUD 115,200. USD 85,000 a year = AUD 127,500.
    expect(lines[1]?.local.min).toBeCloseTo(115200);
    expect(totals).toHaveLength(1);
    expect(totals[0]).toMatchObject({ currency: "AUD", fee: false });
    expect(totals[0]?.local.min).toBeCloseTo(127500 + 115200);
  });

  it("keeps a role in its own currency when there are no rates, and says the fee is not in it", () => {
    const { totals } = estimateTeam(
      roles,
      [
        { slug: "cad-designer", count: 1 },
        { slug: "software-developer", count: 1 },
      ],
      { currency: "USD", rates: null, fee: { amount: 500, currency: "USD" } },
    );
    expect(totals.map((total) => [total.currency, total.fee])).toEqual([
      ["USD", true],
      ["SGD", false],
    ]);
  });

  it("adds the monthly fee for each team member to the remote cost, converted", () => {
    const line = estimateRole(cad, 2, { currency: "SGD", rates, fee: { amount: 400, currency: "USD" } });
    // Remote USD 9,000 a year each = SGD 11,250; two of them 22,500; the fee USD 400 = SGD 500 a month each: 12,000.
    expect(line).toMatchObject({ currency: "SGD", fee: true });
    expect(line.remote.min).toBeCloseTo(22500 + 12000);
    expect(line.local.min).toBeCloseTo(2 * 55000 * 1.25);
  });

  it("offers USD alone without rates, and reads the currency from the address", () => {
    expect(choosableCurrencies(null)).toEqual(["USD"]);
    expect(readCurrency(new URLSearchParams("currency=AUD"), rates)).toBe("AUD");
    expect(readCurrency(new URLSearchParams("currency=AUD"), null)).toBe("USD");
    expect(readCurrency(new URLSearchParams("currency=EUR"), rates)).toBe("USD");
    expect(convert(100, "SGD", "USD", null)).toBeNull();
  });
});
