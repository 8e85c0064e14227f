import { describe, expect, it } from "vitest";
import { downloadsText } from "./download-counts.ts";

describe("downloadsText", () => {
  it("says how often visitors downloaded a PDF, in words", () => {
    expect(downloadsText(undefined)).toBe("Not downloaded yet");
    expect(downloadsText(0)).toBe("Not downloaded yet");
    expect(downloadsText(1)).toBe("Downloaded once");
    expect(downloadsText(1243)).toBe("Downloaded 1,243 times");
  });
});
