import { IMAGE_SLOTS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { needsAltText } from "./needs-alt-text.ts";

describe("needsAltText", () => {
  const wordless = { alt: " ", decorative: false };

  it("flags a meaningful picture without words in a slot that shows its alt", () => {
    expect(needsAltText(wordless, [IMAGE_SLOTS.hero, IMAGE_SLOTS.card])).toBe(true);
  });

  it("leaves decorative pictures, described ones and those only decorative slots show", () => {
    expect(needsAltText({ alt: "", decorative: true }, [IMAGE_SLOTS.card])).toBe(false);
    expect(needsAltText({ alt: "Auditors", decorative: false }, [IMAGE_SLOTS.card])).toBe(false);
    expect(needsAltText(wordless, [IMAGE_SLOTS.hero, IMAGE_SLOTS.share])).toBe(false);
    expect(needsAltText(wordless, [])).toBe(false);
  });
});
