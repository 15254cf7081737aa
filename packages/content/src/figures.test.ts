// Every figure the content states is on the list of figures taken from the specification.
import { describe, expect, it } from "vitest";
import { figureAwaitsOwner, figures, findFigures, listedFigureKeys } from "./figures.ts";
import { listPageTexts } from "./page-texts.ts";
import { site } from "./site.ts";

/** Strings that are addresses or machine dates, not prose: links and ISO dates and times (lastmod, published, datePosted). */
const notProse = (text: string) =>
  /^(\/|#|https?:|mailto:|tel:)/.test(text) || /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/.test(text);
const ignore = [site.address.street, site.address.postalCode, site.email, site.phone];

describe("the list of figures", () => {
  it("gives each figure once, with its source in the specification", () => {
    for (const figure of figures) {
      expect(findFigures(figure.value), figure.value).toHaveLength(1);
      expect(figure.source, figure.value).toMatch(/§\d+ l\.\d+/);
    }
    const keys = figures.map((figure) => findFigures(figure.value)[0]);
    expect(new Set(keys).size, "a figure is listed twice").toBe(keys.length);
  });

  it("reads figures the way a page writes them", () => {
    expect(findFigures("Save up to 80% on remote support costs")).toEqual(["80%"]);
    expect(findFigures("SGD 8,000 - 12,000 a month, $240K saved, 50–70% less")).toEqual([
      "8,000-12,000",
      "240k",
      "50-70%",
    ]);
    expect(findFigures("within 1-2 weeks, a 90-day warranty, 3-5 business days, 24/7")).toEqual([
      "1-2 week",
      "90 day",
      "3-5 business day",
      "24/7",
    ]);
    expect(findFigures("limited to the fees you paid in the three months before")).toEqual(["3 month"]);
    expect(findFigures("Last updated July 01, 2025 · 8 min read, 9:00 AM to 6:00 PM")).toEqual([
      "july 1, 2025",
      "9:00 am",
      "6:00 pm",
      "8 min",
    ]);
    expect(findFigures("$58 billion by 2025; $70,000+ to $120,000+")).toEqual([
      "58 billion",
      "2025",
      "70,000+",
      "120,000+",
    ]);
    // Names with digits are not figures; nor are ordinals, telephone numbers, the copyright year or a law's name.
    expect(findFigures("GA4, SAP2000, P6, Civil 3D, 3ds Max, 2D drawings, 3PLs, ICD-10, tier 1 and tier 2")).toEqual(
      [],
    );
    expect(findFigures("Savings of up to 80%Compared with hiring locally")).toEqual(["80%"]);
    expect(findFigures("Staff OutsourcingJuly 01, 2025·8 min read")).toEqual(["july 1, 2025", "8 min"]);
    expect(findFigures("1. Acceptance of Terms")).toEqual([]);
    expect(findFigures("Step 3")).toEqual([]);
    expect(findFigures("© 2026 Solvix Pte. Ltd. Call +65 0000 0000 or +65 xxxx xxxx")).toEqual([]);
    expect(findFigures("Personal Data Protection Act 2012 (PDPA)")).toEqual([]);
    expect(
      findFigures("1 North Bridge Road, #08-08, Singapore 179094", ["1 North Bridge Road, #08-08", "179094"]),
    ).toEqual([]);
    // A figure the specification does not give is read, so it can fail the check below.
    expect(findFigures("a team of 7 with 95% accuracy in 10 days")).toEqual(["7", "95%", "10 day"]);
  });
});

describe("every figure in the content is on the list", () => {
  it.each(listPageTexts().map((page) => [page.path, page.texts] as const))("%s", (_path, texts) => {
    const unlisted = texts
      .filter((text) => !notProse(text))
      .flatMap((text) =>
        findFigures(text, ignore)
          .filter((figure) => !figureAwaitsOwner(figure, text))
          .map((figure) => `${figure}  ←  ${text}`),
      )
      .filter((entry) => !listedFigureKeys.has(entry.split("  ←  ")[0] ?? ""));
    expect(unlisted).toEqual([]);
  });
});
