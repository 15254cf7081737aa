// The class merge: later utilities win over conflicting ones and non-conflicting ones are kept.
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins conditional class names", () => {
    const hidden: boolean = Date.now() < 0;
    expect(cn("a", hidden && "b", { c: true, d: false }, ["e"], undefined)).toBe("a c e");
  });

  it("lets the later of two conflicting utilities win, per variant", () => {
    expect(cn("p-6 text-sm text-ink-600", "p-0 text-base")).toBe("text-ink-600 p-0 text-base");
    expect(cn("h-11 px-5", "h-auto px-0")).toBe("h-auto px-0");
    expect(cn("bg-white hover:bg-ink-100", "bg-brand-600")).toBe("hover:bg-ink-100 bg-brand-600");
    expect(cn("flex", "hidden", "lg:flex")).toBe("hidden lg:flex");
    expect(cn("rounded-lg border border-ink-200", "rounded-none border-dashed")).toBe(
      "border border-ink-200 rounded-none border-dashed",
    );
  });

  it("keeps utilities of different properties that share a prefix", () => {
    // Compared as sets: the formatter sorts the classes inside each cn() string.
    const kept = (classes: string) => cn(classes).split(" ").sort();
    for (const classes of [
      "text-sm text-white text-center",
      "font-semibold font-sans",
      "border border-ink-300 border-dashed",
      "shadow-sm shadow-brand-500/20",
      "bg-gradient-to-br bg-brand-600",
      "max-w-3xl min-w-0 max-h-9",
    ]) {
      expect(kept(classes)).toEqual(classes.split(" ").sort());
    }
  });

  it("lets a later shorthand cover earlier longhands, not the other way round", () => {
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("h-4 w-4", "size-6")).toBe("size-6");
  });

  it("never drops unknown utilities", () => {
    expect(cn("[&_svg]:size-4", "data-[state=open]:rotate-180", "group", "sr-only")).toBe(
      "[&_svg]:size-4 data-[state=open]:rotate-180 group sr-only",
    );
  });
});

describe("cn keeps utilities a review found dropped", () => {
  it.each([
    ["text-ink-700", "text-ellipsis"],
    ["text-ink-700", "text-base/7"],
    ["border-ink-200", "border-collapse"],
    ["bg-white", "bg-[radial-gradient(circle,white,transparent)]"],
    ["col-span-2", "col-start-2"],
    ["justify-between", "justify-items-center"],
  ])("%s with %s", (first, second) => {
    expect(cn(first, second)).toBe(`${first} ${second}`);
    expect(cn(second, first)).toBe(`${second} ${first}`);
  });
});
