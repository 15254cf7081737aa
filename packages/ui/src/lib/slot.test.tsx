// Slot (the `asChild` pattern): props merged into the child, handlers and refs composed.
import { createElement, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot.tsx";

describe("Slot", () => {
  it("renders the child with the slot's props, the child's props winning and class names joined", () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        { className: "btn", title: "slot", "data-slot": "button" },
        createElement("a", { href: "/contact", className: "mt-4", title: "child" }, "Go"),
      ),
    );
    expect(html).toBe('<a href="/contact" class="btn mt-4" title="child" data-slot="button">Go</a>');
  });

  it("runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    const element = Slot({
      onClick: () => calls.push("slot"),
      children: createElement("button", { onClick: () => calls.push("child") }),
    });
    (element?.props.onClick as () => void)();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("composes refs and renders nothing for a non-element child", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const element = Slot({ ref: slotRef, children: createElement("span", { ref: childRef }) });
    const node = { tagName: "SPAN" };
    (element?.props.ref as (node: unknown) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
    expect(Slot({ children: "text" })).toBeNull();
  });
});
