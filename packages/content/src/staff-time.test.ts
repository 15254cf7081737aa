// Staff times are Singapore's whatever the computer's zone: the day turns at 16:00 UTC.
import { describe, expect, it } from "vitest";
import { staffDay, staffIsoDay, staffTime, staffTimeInMail } from "./staff-time.ts";

describe("staff time", () => {
  it("names the Singapore day and time of a moment", () => {
    expect(staffTime("2026-12-03T13:15:00Z")).toBe("3 Dec 2026, 9:15 pm");
    expect(staffTimeInMail("2026-12-03T13:15:00Z")).toBe("3 Dec 2026, 9:15 pm Singapore time");
    expect(staffDay("2026-12-03T16:00:00Z")).toBe("4 Dec 2026");
  });

  it("writes the Singapore day as a file name does, turning at midnight there", () => {
    expect(staffIsoDay("2026-12-03T15:59:59Z")).toBe("2026-12-03");
    expect(staffIsoDay(new Date("2026-12-03T16:00:00Z"))).toBe("2026-12-04");
    expect(staffIsoDay("2026-12-31T16:30:00Z")).toBe("2027-01-01");
  });

  it("reads a date without a time (an agreement's day) as that day", () => {
    expect(staffDay("2026-12-01")).toBe("1 Dec 2026");
    expect(staffIsoDay("2026-12-01")).toBe("2026-12-01");
  });
});
