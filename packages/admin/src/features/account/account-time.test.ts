import { describe, expect, it } from "vitest";
import { sinceText } from "./account-time.tsx";

describe("sinceText", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("says just now within the minute, and how long ago after it", () => {
    expect(sinceText("2026-11-25T11:59:30Z", now)).toBe("just now");
    expect(sinceText("2026-11-25T12:00:20Z", now)).toBe("just now");
    expect(sinceText("2026-11-25T11:55:00Z", now)).toMatch(/5 minutes ago/);
    expect(sinceText("2026-11-23T12:00:00Z", now)).toMatch(/2 days ago/);
  });
});
