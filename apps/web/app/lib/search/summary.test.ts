// The sentence that sums up the search results.
import { searchPage } from "@solvix/content/pages/search";
import { describe, expect, it } from "vitest";
import { QUOTED_QUERY_LENGTH, resultsSummary } from "./summary.ts";

describe("resultsSummary", () => {
  const templates = {
    resultsSummary: '{count} results for "{query}"',
    resultsSummaryOne: '{count} result for "{query}"',
  };

  it("fills the content's template", () => {
    expect(resultsSummary(templates, 5, "legal")).toBe('5 results for "legal"');
    expect(resultsSummary(searchPage, 0, "xyz")).toContain("xyz");
  });

  it("uses the singular for one result", () => {
    expect(resultsSummary(templates, 1, "PDPA")).toBe('1 result for "PDPA"');
    expect(resultsSummary(searchPage, 1, "PDPA")).toBe('1 result for "PDPA"');
  });

  it("shortens a long query and keeps special replacement patterns literal", () => {
    const text = resultsSummary(
      { ...templates, resultsSummary: "{count} results for {query}" },
      0,
      `$&$\`${"x".repeat(1000)}`,
    );
    expect(text.length).toBeLessThan(QUOTED_QUERY_LENGTH + 30);
    expect(text).toContain("$&$`");
    expect(text.endsWith("…")).toBe(true);
  });
});
