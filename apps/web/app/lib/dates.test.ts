// Dates as the pages print them.
import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate", () => {
  it("writes the dates the pages show", () => {
    expect(formatDate("2025-01-15")).toBe("January 15, 2025");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatDate("2025-07-01", { twoDigitDay: true })).toBe("July 01, 2025");
  });

  it("rejects what is not a date", () => {
    expect(() => formatDate("01/07/2025")).toThrow("Not an ISO date: 01/07/2025");
  });
});
