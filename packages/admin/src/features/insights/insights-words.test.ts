import { describe, expect, it } from "vitest";
import {
  campaignName,
  chartDayName,
  dayReadout,
  daysName,
  deviceName,
  formatConversion,
  formatCount,
  formatRate,
  languageName,
  periodName,
  queryLanguage,
  referrerName,
  searchedText,
  searchesSummary,
  tableDayName,
} from "./insights-words.ts";

describe("the Insights words", () => {
  it("shows conversion as leads per 100 visitors, with one decimal", () => {
    expect(formatRate(0.025)).toBe("2.5%");
    expect(formatRate(0)).toBe("0.0%");
    expect(formatRate(1 / 3)).toBe("33.3%");
    expect(formatConversion(1, 40)).toBe("2.5%");
    expect(formatConversion(3, 3)).toBe("100.0%");
    expect(formatConversion(0, 0)).toBe("–");
    expect(formatConversion(2, 0)).toBe("–");
  });

  it("marks the thousands of a count", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(12_045)).toBe("12,045");
  });

  it("names what has no name in words", () => {
    expect(referrerName(null)).toBe("Direct or not known");
    expect(referrerName("facebook.com")).toBe("facebook.com");
    expect(referrerName("(other)")).toBe("Other sites, added up");
    expect(campaignName("(other)")).toBe("Other campaigns, added up");
    expect(campaignName(null)).toBe("No campaign");
    expect(campaignName("gots-2027")).toBe("gots-2027");
  });

  it("names languages and devices as the owner says them", () => {
    expect(languageName("en")).toBe("English");
    expect(languageName("km")).toBe("Khmer");
    expect(languageName(null)).toBe("Not known");
    expect(deviceName("phone")).toBe("Phone");
    expect(deviceName("tablet")).toBe("Tablet");
    expect(deviceName("desktop")).toBe("Desktop");
    expect(deviceName(null)).toBe("Not known");
    expect(deviceName("watch")).toBe("watch");
  });

  it("says days as days, whatever the reader's time zone", () => {
    expect(chartDayName("2026-11-29")).toBe("29 Nov");
    expect(tableDayName("2026-11-29")).toBe("Sun 29 Nov");
    expect(daysName("2026-11-01", "2026-11-29")).toBe("1 Nov – 29 Nov 2026");
    expect(daysName("2025-12-31", "2026-01-06")).toBe("31 Dec 2025 – 6 Jan 2026");
    expect(daysName("2026-11-29", "2026-11-29")).toBe("29 Nov 2026");
  });

  it("names a period with its days", () => {
    expect(periodName({ kind: "last", days: 7 }, "2026-11-23", "2026-11-29")).toBe(
      "Last 7 days: 23 Nov – 29 Nov 2026",
    );
    expect(
      periodName(
        { kind: "custom", from: "2026-11-01", to: "2026-11-02" },
        "2026-11-01",
        "2026-11-02",
      ),
    ).toBe("1 Nov – 2 Nov 2026");
  });

  it("reads out the day pointed at in the chart", () => {
    expect(dayReadout("2026-11-29", 12, 1)).toBe("Sun 29 Nov: 12 visitors, 1 lead");
    expect(dayReadout("2026-11-28", 1, 0)).toBe("Sat 28 Nov: 1 visitor, 0 leads");
  });

  it("shows a search as the visitor wrote it: Khmer words joined again, English ones apart", () => {
    // Search keeps a query's words with a space between each; Khmer has none between words.
    expect(searchedText("វិញ្ញា បន ប័ត្រ")).toBe("វិញ្ញាបនប័ត្រ");
    expect(searchedText("gots វិញ្ញា បន ប័ត្រ 2027")).toBe("gots វិញ្ញាបនប័ត្រ 2027");
    expect(searchedText("organic cotton")).toBe("organic cotton");
    expect(queryLanguage("gots វិញ្ញាបនប័ត្រ")).toBe("km");
    expect(queryLanguage("gots")).toBe("en");
  });

  it("sums up the searches of a period in a sentence", () => {
    expect(searchesSummary(1, 0)).toBe("1 search in these days.");
    expect(searchesSummary(1, 1)).toBe("1 search in these days. It found nothing.");
    expect(searchesSummary(1204, 0)).toBe("1,204 searches in these days.");
    expect(searchesSummary(42, 5)).toBe("42 searches in these days, 5 of them found nothing.");
  });
});
