import { INSIGHTS_MAX_DAYS } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  checkPeriod,
  DEFAULT_PERIOD,
  type InsightsPeriod,
  insightsSearch,
  lastDays,
  readInsightsPeriod,
} from "./insights-period.ts";

const TODAY = "2026-11-29";
const custom = (from: string, to: string): InsightsPeriod => ({ kind: "custom", from, to });

describe("the Insights period", () => {
  it("counts the last days with today as the last of them", () => {
    expect(lastDays(7, TODAY)).toEqual({ from: "2026-11-23", to: TODAY });
    expect(lastDays(30, TODAY)).toEqual({ from: "2026-10-31", to: TODAY });
    expect(lastDays(90, "2026-03-01")).toEqual({ from: "2025-12-02", to: "2026-03-01" });
  });

  it("is kept in the address, the last 30 days needing no parameter", () => {
    const periods: InsightsPeriod[] = [
      DEFAULT_PERIOD,
      { kind: "last", days: 7 },
      { kind: "last", days: 90 },
      custom("2026-11-01", "2026-11-15"),
    ];
    for (const period of periods) {
      expect(readInsightsPeriod(insightsSearch(period))).toEqual(period);
    }
    expect(insightsSearch(DEFAULT_PERIOD)).toBe("");
    expect(insightsSearch({ kind: "last", days: 7 })).toBe("?days=7");
    expect(insightsSearch(custom("2026-11-01", "2026-11-15"))).toBe(
      "?from=2026-11-01&to=2026-11-15",
    );
  });

  it("reads an unknown number of days as the default, and half a custom period as custom", () => {
    expect(readInsightsPeriod("?days=12")).toEqual(DEFAULT_PERIOD);
    expect(readInsightsPeriod("?days=seven")).toEqual(DEFAULT_PERIOD);
    expect(readInsightsPeriod("")).toEqual(DEFAULT_PERIOD);
    expect(readInsightsPeriod("?to=2026-11-15")).toEqual(custom("", "2026-11-15"));
  });

  it("asks the server for a ready-made period's days", () => {
    expect(checkPeriod({ kind: "last", days: 7 }, TODAY)).toEqual({
      ok: true,
      query: { from: "2026-11-23", to: TODAY },
    });
  });

  it("takes the admin's own days when the contract's rules allow them", () => {
    expect(checkPeriod(custom("2026-11-01", "2026-11-01"), TODAY)).toEqual({
      ok: true,
      query: { from: "2026-11-01", to: "2026-11-01" },
    });
  });

  it("says in words what is wrong with the days typed, beside the field", () => {
    expect(checkPeriod(custom("", ""), TODAY)).toEqual({
      ok: false,
      errors: { from: "Choose the first day", to: "Choose the last day" },
    });
    expect(checkPeriod(custom("2026-11-20", "2026-11-10"), TODAY)).toEqual({
      ok: false,
      errors: { to: "The first day must come before the last" },
    });
    expect(checkPeriod(custom("20-11-2026", "2026-11-10"), TODAY)).toEqual({
      ok: false,
      errors: { from: expect.stringMatching(/^Give a day as YYYY-MM-DD/) },
    });
    const long = checkPeriod(custom("2020-01-01", "2026-11-10"), TODAY);
    expect(long).toEqual({
      ok: false,
      errors: { from: `Choose at most ${INSIGHTS_MAX_DAYS} days` },
    });
  });
});
