// The colour tokens of styles.css: the text and background pairs the design uses meet WCAG contrast ratios.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, readTokens } from "./contrast.ts";

const stylesheet = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
const colour = Object.fromEntries(
  readTokens(stylesheet, "color").map((token) => [token.name.replace(/^color-/, ""), token.value]),
);
const WHITE = "#ffffff";

function value(name: string): string {
  const hex = name === "white" ? WHITE : colour[name];
  if (!hex) throw new Error(`No colour token "${name}" in styles.css`);
  return hex;
}

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio("#2552eb", "#2552eb")).toBe(1);
  });

  it("rejects a value that is not #rrggbb", () => {
    expect(() => contrastRatio("rgb(0 0 0)", WHITE)).toThrow('Expected a #rrggbb colour, got "rgb(0 0 0)"');
  });
});

// The text/background pairs the components use. Each must reach WCAG AA for normal text (4.5:1).
const textPairs: [text: string, background: string, where: string][] = [
  ["ink-700", "white", "body text"],
  ["ink-600", "white", "secondary text, descriptions"],
  ["ink-600", "ink-50", "secondary text on muted bands"],
  ["ink-500", "white", "input placeholders"],
  ["brand-700", "white", "links, eyebrows, step labels"],
  ["brand-700", "brand-50", "stat values on brand tiles"],
  ["brand-800", "brand-50", "brand badges"],
  ["accent-700", "white", "remote salaries"],
  ["accent-800", "accent-50", "skill badges"],
  ["white", "brand-600", "primary buttons"],
  ["white", "brand-950", "hero title"],
  ["brand-100", "brand-950", "hero tagline"],
  ["brand-800", "white", "inverse buttons"],
  ["ink-300", "ink-950", "footer text"],
  ["ink-400", "ink-950", "footer copyright"],
  ["accent-300", "ink-950", "footer tagline"],
  ["danger-700", "white", "field errors"],
  ["ink-900", "success-50", "success toast"],
  ["ink-900", "danger-50", "error toast"],
];

describe("design tokens meet WCAG AA for the pairs the components use", () => {
  it.each(textPairs)("%s on %s (%s) is at least 4.5:1", (text, background) => {
    expect(contrastRatio(value(text), value(background))).toBeGreaterThanOrEqual(4.5);
  });
});
