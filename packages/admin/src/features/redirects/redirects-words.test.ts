import { NOT_FOUND_KEPT_DAYS, NOT_FOUND_KEPT_PATHS, type NotFoundPath } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  busiestFirst,
  hitsText,
  kindName,
  lastHitLine,
  lastHitText,
  missingPagesDescription,
  referrerText,
  statusName,
  timesText,
} from "./redirects-words.ts";

const missing = (path: string, count: number, lastSeenAt: string): NotFoundPath => ({
  path,
  count,
  lastSeenAt,
  referrer: null,
});

describe("the Redirects words", () => {
  it("names how long a redirect lasts and how it was made", () => {
    expect(statusName(301)).toBe("Permanent (301)");
    expect(statusName(302)).toBe("Temporary (302)");
    expect(kindName("rename")).toBe("Made by renaming a page");
    expect(kindName("manual")).toBeUndefined();
  });

  it("counts the visitors sent on and says when none were", () => {
    expect(hitsText(0)).toBe("None yet");
    expect(hitsText(1)).toBe("1 visitor");
    expect(hitsText(1204)).toBe("1,204 visitors");
    expect(lastHitText(null)).toBe("Not yet");
    expect(lastHitText("2026-11-29T03:04:00.000Z")).not.toBe("Not yet");
    expect(lastHitText("2026-11-29T03:04:00.000Z")).toMatch(/2026/);
    expect(lastHitLine("2026-11-29T03:04:00.000Z")).toMatch(/^last .*2026/);
  });

  it("says how often a missing page was asked for and where its visitor came from", () => {
    expect(timesText(1)).toBe("Once");
    expect(timesText(2)).toBe("2 times");
    expect(timesText(12_045)).toBe("12,045 times");
    expect(referrerText("www.google.com")).toBe("www.google.com");
    expect(referrerText(null)).toBe("Not known");
    expect(referrerText(" ")).toBe("Not known");
  });

  it("explains the missing pages with the server's own limits", () => {
    const text = missingPagesDescription();
    expect(text).toContain(`${NOT_FOUND_KEPT_PATHS.toLocaleString("en")} `);
    expect(text).toContain(`last ${NOT_FOUND_KEPT_DAYS} days`);
    expect(text).toMatch(/^Addresses that visitors or search engines asked for/);
  });

  it("lists the busiest missing pages first, then the latest asked for", () => {
    const list = [
      missing("/a", 2, "2026-11-01T00:00:00Z"),
      missing("/b", 9, "2026-10-01T00:00:00Z"),
      missing("/c", 2, "2026-11-20T00:00:00Z"),
      missing("/d", 2, "2026-11-20T00:00:00Z"),
    ];
    expect(busiestFirst(list).map((m) => m.path)).toEqual(["/b", "/c", "/d", "/a"]);
    // The list it was given stays as it was.
    expect(list.map((m) => m.path)).toEqual(["/a", "/b", "/c", "/d"]);
  });
});
