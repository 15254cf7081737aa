// Placeholders of content texts, filled with values and with elements.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillParts } from "./template-parts.ts";
import { fillText, splitText } from "./template.ts";

describe("content templates", () => {
  it("fill the placeholders they are given, leave other braces and never read $ patterns", () => {
    expect(fillText("The {field} must be at least {min} characters.", { field: "question", min: 5 })).toBe(
      "The question must be at least 5 characters.",
    );
    expect(fillText("{reason} Nothing was saved.", { reason: "$& $' $1" })).toBe("$& $' $1 Nothing was saved.");
    expect(fillText("Keep {this}, {constructor} and {}", {})).toBe("Keep {this}, {constructor} and {}");
  });

  it("split a text where its values go, so each value is a text node of its own", () => {
    expect(splitText("{minutes} min read", { minutes: 8 })).toEqual(["8", " min read"]);
    expect(splitText("We reply within {time}.", { time: "24 hours" })).toEqual(["We reply within ", "24 hours", "."]);
    // Two text nodes: the server marks the boundary for hydration.
    expect(renderToString(<p>{splitText("{minutes} min read", { minutes: 8 })}</p>)).toBe("<p>8<!-- --> min read</p>");
  });

  it("put elements where a text names them", () => {
    const parts = fillParts("Signed in as {account}{development}.", {
      account: <strong>a@b.c</strong>,
      development: "",
    });
    expect(renderToStaticMarkup(<p>{parts}</p>)).toBe("<p>Signed in as <strong>a@b.c</strong>.</p>");
    expect(renderToStaticMarkup(<p>{fillParts("run {command} now", { command: <code>x</code> })}</p>)).toBe(
      "<p>run <code>x</code> now</p>",
    );
  });
});
