// The leads inbox's CSV export (the cells: ../csv.test.ts): one row per listed enquiry with what a
// sales person works it by (contact number, message, campaign in its usual order, landing page).
import { describe, expect, it } from "vitest";
import { enquiriesCsv, enquiriesFile, type Exported } from "./enquiries.ts";

describe("the enquiries CSV", () => {
  // A number in international form starts with "+", which a spreadsheet would read as a formula ("+65 6123 4567" is
  // #NULL! in Excel): it keeps the quote too.
  it("writes a header and one row per enquiry with every field, the formulas neutralised", () => {
    const row: Exported = {
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
      contact_number: "+65 6123 4567",
      message: 'Two accountants from March.\nCall after 2 pm, "please".',
      attribution: {
        landingPath: "/sectors/real-estate",
        referrer: "https://www.linkedin.com/",
        utm: { utm_medium: "social", utm_source: "linkedin", utm_campaign: "dec-launch" },
        page: "/contact",
        via: "script",
      },
    };
    const csv = enquiriesCsv([row, { ...row, id: 8, attribution: null }]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","first_name","last_name","email","contact_number","company","message","source","campaign",' +
        '"landing_page","referrer","sent_from","lead_status","mail_status","crm_status"',
    );
    expect(csv).toContain(
      '"7","2026-11-29T04:00:00.000Z","Jane","Tan","jane@example.com","\'+65 6123 4567","\'=cmd|"" /C calc""!A0",' +
        '"Two accountants from March.\nCall after 2 pm, ""please"".","linkedin",' +
        '"source=linkedin, medium=social, campaign=dec-launch","/sectors/real-estate","https://www.linkedin.com/",' +
        '"/contact","new","sent",""\r\n',
    );
    expect(csv).toContain('"linkedin","","","","","new","sent",""\r\n');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  // Sales starts its day in Singapore: at 7:30 am there it is still the day before in UTC.
  it("names the file with Singapore's day", () => {
    expect(enquiriesFile(new Date("2026-12-03T23:30:00Z"))).toBe("enquiries-2026-12-04.csv");
    expect(enquiriesFile(new Date("2026-12-04T15:30:00Z"))).toBe("enquiries-2026-12-04.csv");
  });
});
