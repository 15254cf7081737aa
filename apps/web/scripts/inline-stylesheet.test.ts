// The site stylesheet put inline in a prerendered page.
import { describe, expect, it } from "vitest";
import { withInlineStyle } from "./inline-stylesheet.ts";

describe("inline stylesheet", () => {
  it("puts the stylesheet first in the head, after the viewport", () => {
    expect(
      withInlineStyle('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><title>t</title>', "p{}"),
    ).toBe('<head><meta charset="utf-8"/><meta name="viewport" content="x"/><style>p{}</style><title>t</title>');
    expect(() => withInlineStyle("<head></head>", "p{}")).toThrow(/viewport/);
  });
});
