// The leads inbox's CSV export: formula cells neutralised, quotes doubled, one row per listed enquiry.
import { describe, expect, it } from "vitest";
import { csvCell, enquiriesCsv, type Listed } from "./enquiries.ts";

describe("the enquiries CSV", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Acme Pte Ltd")).toBe('"Acme Pte Ltd"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell(null)).toBe('""');
  });

  it("writes a header and one row per enquiry, the company's formula neutralised", () => {
    const row: Listed = {
      id: 7,
      first_name: "Jane",
      last_name: "Tan",
      email: "jane@example.com",
      company: '=cmd|" /C calc"!A0',
      created_at: "2026-11-29T04:00:00.000Z",
      lead_status: "new",
      mail_status: "sent",
      crm_status: null,
      source: "linkedin",
    };
    const lines = enquiriesCsv([row]).split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","first_name","last_name","email","company","source","lead_status","mail_status","crm_status"',
    );
    expect(lines[1]).toBe(
      '"7","2026-11-29T04:00:00.000Z","Jane","Tan","jane@example.com","\'=cmd|"" /C calc""!A0","linkedin","new","sent",""',
    );
    expect(lines).toHaveLength(3);
  });
});
