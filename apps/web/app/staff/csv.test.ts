// The staff pages' CSV: formula cells neutralised, quotes doubled, one CRLF-ended line per row, for the enquiries
// export and the analytics tables alike.
import { describe, expect, it } from "vitest";
import { csvCell, csvOf } from "./csv.ts";

describe("the staff CSV", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Acme Pte Ltd")).toBe('"Acme Pte Ltd"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  // An analytics table's keys come from visitors' addresses: a campaign link can carry a formula.
  it("writes an analytics table with a visitor's formula neutralised", () => {
    const table = [
      ["Campaign", "Visitors", "Page views"],
      ['=HYPERLINK("http://evil.example","q4")', 3, 7],
      ["dec-launch", 2, 2],
    ];
    expect(csvOf(table)).toBe(
      '"Campaign","Visitors","Page views"\r\n' +
        '"\'=HYPERLINK(""http://evil.example"",""q4"")","3","7"\r\n' +
        '"dec-launch","2","2"\r\n',
    );
  });
});
