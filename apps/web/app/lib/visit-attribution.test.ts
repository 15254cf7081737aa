// The visit's attribution as the browser keeps it: the first arrival, a later campaign as the last touch, an internal
// referrer ignored, the referrer's query never kept, nothing without storage. Globals stubbed, then put back.
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordVisit, visitAttribution } from "./visit-attribution.ts";

function visit(url: string, referrer = "", storage = new Map<string, string>()) {
  const { origin, pathname, search } = new URL(url);
  vi.stubGlobal("location", { origin, pathname, search });
  vi.stubGlobal("document", { referrer });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  return storage;
}

describe("visit attribution", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the landing page, the external referrer without its query, the first and last campaign", () => {
    const storage = visit(
      "https://solvix.example/sectors/real-estate?utm_source=linkedin&utm_medium=social&gclid=1",
      "https://www.linkedin.com/feed/update/1?trk=abc",
    );
    recordVisit(1_000);
    visit("https://solvix.example/services", "https://solvix.example/sectors/real-estate", storage);
    recordVisit(2_000);
    visit("https://solvix.example/about?utm_source=newsletter", "", storage);
    recordVisit(3_000);
    visit("https://solvix.example/contact", "https://solvix.example/about", storage);
    recordVisit(4_000);
    expect(visitAttribution(61_000)).toEqual({
      landingPath: "/sectors/real-estate",
      referrer: "https://www.linkedin.com/feed/update/1",
      utm: { utm_source: "linkedin", utm_medium: "social" },
      lastTouch: { path: "/about", utm: { utm_source: "newsletter" } },
      page: "/contact",
      sinceLandingMs: 60_000,
    });
  });

  it("says nothing when nothing was recorded or storage is refused", () => {
    visit("https://solvix.example/contact");
    expect(visitAttribution()).toBeUndefined();
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => recordVisit()).not.toThrow();
    expect(visitAttribution()).toBeUndefined();
  });
});
