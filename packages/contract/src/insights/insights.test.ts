import { describe, expect, it } from "vitest";
import { daysBetween, deviceClassOf, InsightsQuerySchema } from "./insights.ts";

describe("InsightsQuerySchema", () => {
  it("takes a period of real days, first to last", () => {
    expect(InsightsQuerySchema.parse({ from: "2026-11-01", to: "2026-11-29" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-29",
    });
    expect(daysBetween("2026-11-01", "2026-11-29")).toBe(29);
  });

  it("refuses days that do not exist, the wrong order and too long a period, naming the field", () => {
    for (const [from, to, field] of [
      ["2026-02-30", "2026-03-01", "from"],
      ["0000-01-01", "2026-03-01", "from"],
      ["2026-03-01", "9999-12-31", "to"],
      ["2026-11-29", "2026-11-01", "to"],
      ["2020-01-01", "2026-11-29", "from"],
    ] as const) {
      const parsed = InsightsQuerySchema.safeParse({ from, to });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
    }
  });
});

describe("deviceClassOf", () => {
  it("names a screen by the site's own breakpoints", () => {
    expect([390, 639, 640, 1023, 1024, 1920].map(deviceClassOf)).toEqual([
      "phone",
      "phone",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
});
