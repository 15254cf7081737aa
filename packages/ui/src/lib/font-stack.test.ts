// The fallback stack that keeps a page's bands off Inter until its script brings Inter in (styles.css).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const stylesheet = readFileSync(new URL("../styles.css", import.meta.url), "utf8");

/** The families of a font-family value, as written. */
function families(value: string): string[] {
  return value.split(",").map((family) => family.trim());
}

describe("font stacks", () => {
  it("keeps the pending bands on --font-sans without Inter, and nothing else", () => {
    const sans = /--font-sans:\s*([^;]+);/.exec(stylesheet)?.[1];
    const pending = /\[data-inter="pending"\] :is\(body, main\) > \* \{\s*font-family:\s*([^;]+);/.exec(
      stylesheet,
    )?.[1];
    expect(sans, "--font-sans in the theme").toBeDefined();
    expect(pending, 'the [data-inter="pending"] rule').toBeDefined();
    const [first, ...rest] = families(sans ?? "");
    expect(first).toBe('"Inter Variable"');
    expect(families(pending ?? "")).toEqual(rest);
    expect(rest[0]).toBe('"Inter Fallback"');
  });
});
