// Search excerpts and highlighted matches.
import { describe, expect, it } from "vitest";
import { excerpt, highlight, type Segment } from "./excerpt.ts";
import { MAX_QUERY_LENGTH, normalizeQuery, processTerm, tokenize } from "./terms.ts";

/** Renders segments as text with [marked] words, to compare whole strings. */
const show = (segments: Segment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join("");

describe("terms", () => {
  it("splits on anything but letters and digits and normalises case and accents", () => {
    expect(tokenize("$420K saved, 24/7 support — Café")).toEqual(["420K", "saved", "24", "7", "support", "Café"]);
    expect(processTerm("Café")).toBe("cafe");
    expect(processTerm("The")).toBeNull();
    expect(processTerm("x")).toBeNull();
    expect(processTerm("7")).toBe("7");
  });

  it("caps and tidies the searched query", () => {
    expect(normalizeQuery("  employer \n of   record ")).toBe("employer of record");
    expect(normalizeQuery("a".repeat(1000))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("highlight", () => {
  it("marks whole words whose term matched, whatever their case", () => {
    expect(show(highlight("Legal Process Outsourcing: Remote Paralegals", ["legal", "paralegals"]))).toBe(
      "[Legal] Process Outsourcing: Remote [Paralegals]",
    );
  });

  it("does not mark a word that only contains a term", () => {
    expect(show(highlight("Paralegal and legal", ["legal"]))).toBe("Paralegal and [legal]");
  });

  it("keeps markup in the text as plain text", () => {
    const segments = highlight("<script>alert(1)</script> legal", ["legal"]);
    expect(segments[0]).toEqual({ text: "<script>alert(1)</script> ", match: false });
  });
});

describe("excerpt", () => {
  const text =
    "Our company supplies remote staff across Southeast Asia. " +
    "We handle payroll, benefits and compliance for every hire. ".repeat(5) +
    "As Employer of Record we employ your team in Vietnam, the Philippines, Indonesia and India. " +
    "Contact us to start.";

  it("shows the passage with most matched words, cut at spaces, with ellipses", () => {
    const result = show(excerpt(text, ["employer", "record", "vietnam"], 120));
    expect(result).toMatch(/^….*\[Employer\] of \[Record\].*\[Vietnam\].*…$/);
    const passage = result.replace(/[[\]…]/g, "");
    expect(passage.length).toBeLessThanOrEqual(120);
    const at = text.indexOf(passage);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(" ");
    expect(text[at + passage.length]).toBe(" ");
  });

  it("opens with the start of the text when nothing in it matched", () => {
    expect(show(excerpt(text, ["nowhere"], 60))).toBe("Our company supplies remote staff across Southeast Asia. We…");
  });

  it("returns the whole text when it is short", () => {
    expect(show(excerpt("Hire a paralegal.", ["paralegal"]))).toBe("Hire a [paralegal].");
  });
});
