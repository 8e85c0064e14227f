import { describe, expect, it } from "vitest";
import { clip } from "./clip-text.ts";

describe("clip", () => {
  it("cuts long text between characters, never inside an emoji", () => {
    const emoji = "🧵".repeat(10);
    for (let max = 1; max <= 21; max++) {
      const cut = clip(emoji, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    expect(clip("short", 10)).toBe("short");
  });
});
