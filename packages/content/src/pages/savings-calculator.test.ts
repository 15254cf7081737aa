// The calculator offers exactly the specification's salary figures, each in its own currency and period.
import { describe, expect, it } from "vitest";
import { savingsCalculatorPage } from "./savings-calculator.ts";

const usdYear = (local: [number, number], remote: [number, number]) => ({
  currency: "USD",
  period: "year",
  local: { min: local[0], max: local[1] },
  remote: { min: remote[0], max: remote[1] },
});

describe("savings calculator roles", () => {
  const roles = Object.fromEntries(savingsCalculatorPage.roles.map((role) => [role.slug, role]));

  it("has the specification's ten roles with their exact ranges", () => {
    expect(Object.keys(roles)).toEqual([
      "finance-analyst",
      "investment-associate",
      "risk-specialist",
      "compliance-officer",
      "cad-designer",
      "structural-engineer",
      "project-coordinator",
      "quantity-surveyor",
      "software-developer",
      "paralegal",
    ]);
    expect(roles["finance-analyst"]).toMatchObject(usdYear([75000, 95000], [12000, 18000]));
    expect(roles["investment-associate"]).toMatchObject(usdYear([85000, 110000], [14000, 20000]));
    expect(roles["risk-specialist"]).toMatchObject(usdYear([80000, 105000], [13000, 19000]));
    expect(roles["compliance-officer"]).toMatchObject(usdYear([70000, 90000], [11000, 17000]));
    expect(roles["cad-designer"]).toMatchObject(usdYear([55000, 75000], [9000, 15000]));
    expect(roles["structural-engineer"]).toMatchObject(usdYear([85000, 110000], [14000, 22000]));
    expect(roles["project-coordinator"]).toMatchObject(usdYear([60000, 80000], [10000, 16000]));
    expect(roles["quantity-surveyor"]).toMatchObject(usdYear([65000, 85000], [11000, 17000]));
    // The IT developer stays in SGD per month (the specification gives no exchange rate).
    expect(roles["software-developer"]).toMatchObject({
      currency: "SGD",
      period: "month",
      local: { min: 8000, max: 12000 },
      remote: { min: 1500, max: 3000 },
    });
    // The paralegal per year, in the currency its legal page shows.
    expect(roles["paralegal"]).toMatchObject({ period: "year", local: { min: 55000, max: 75000 } });
    expect(roles["paralegal"]?.remote).toEqual({ min: 10000, max: 16000 });
  });

  it("names the page each role's figures come from", () => {
    expect(roles["structural-engineer"]?.source.href).toBe("/industries/engineering-construction");
    expect(roles["finance-analyst"]?.source.href).toBe("/industries/finance-service");
    expect(roles["software-developer"]?.source.href).toBe("/industries/information-technology");
    expect(roles["paralegal"]?.source.href).toBe("/industries/legal");
  });
});
