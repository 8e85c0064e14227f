import { describe, expect, it } from "vitest";
import { addDays, businessToday } from "./business-calendar.ts";

describe("Phnom Penh's calendar", () => {
  it("counts today on Phnom Penh's calendar", () => {
    // 20:00 UTC on 1 Dec is 03:00 on 2 Dec in Phnom Penh.
    expect(businessToday(new Date("2026-12-01T20:00:00Z"))).toBe("2026-12-02");
    expect(businessToday(new Date("2026-12-01T16:59:00Z"))).toBe("2026-12-01");
  });

  it("moves by whole days across months and years", () => {
    expect(addDays("2026-11-29", -6)).toBe("2026-11-23");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
