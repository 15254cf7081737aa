// The staff pages' CSV: formula cells neutralised, quotes doubled, one CRLF-ended line per row, for the enquiries
// export and the analytics tables alike.
import { describe, expect, it } from "vitest";
import { csvCell, csvFile, csvOf } from "./csv.ts";

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

  // A lead's or a visitor's name in Vietnamese: Excel reads a UTF-8 file without the mark in the legacy code page.
  it("makes a UTF-8 file that starts with the byte-order mark", async () => {
    const file = csvFile(csvOf([["first_name"], ["Nguyễn"]]));
    expect(file.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF"first_name"\r\n"Nguyễn"\r\n');
  });
});
