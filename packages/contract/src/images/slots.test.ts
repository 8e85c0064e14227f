import { describe, expect, it } from "vitest";
import { imageSlotsIn } from "../sections/registry.ts";
import { checkSlotFit, croppedShare, IMAGE_SLOTS, slotFitMessages } from "./slots.ts";

const photo = (width: number, height: number, byteSize = 2_000_000) => ({
  byteSize,
  contentType: "image/jpeg",
  width,
  height,
});

describe("slot rules", () => {
  it("accepts a large photo of the slot's shape without a word", () => {
    expect(checkSlotFit(photo(3200, 1800), [IMAGE_SLOTS.hero])).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it("warns of a picture too small and of one the frame crops hard, and says how much", () => {
    const fit = checkSlotFit(photo(900, 1200), [IMAGE_SLOTS.card]);
    expect(fit.errors).toEqual([]);
    expect(fit.warnings).toEqual([
      slotFitMessages.tooSmall(900, IMAGE_SLOTS.card),
      slotFitMessages.shape(IMAGE_SLOTS.card, 53),
    ]);
  });

  it("refuses over 5 MB and what is no image, and then warns of nothing else", () => {
    expect(checkSlotFit(photo(100, 100, 6 * 1024 * 1024), [IMAGE_SLOTS.card])).toEqual({
      errors: [slotFitMessages.tooLarge],
      warnings: [],
    });
    const text = { byteSize: 10, contentType: null, width: null, height: null };
    expect(checkSlotFit(text, [IMAGE_SLOTS.card]).errors).toEqual([slotFitMessages.wrongType]);
  });

  it("checks no shape where the whole picture shows, and no size of an SVG", () => {
    expect(checkSlotFit(photo(400, 4000), [IMAGE_SLOTS.logo]).warnings).toEqual([]);
    const svg = { byteSize: 900, contentType: "image/svg+xml", width: null, height: null };
    expect(checkSlotFit(svg, [IMAGE_SLOTS.hero])).toEqual({ errors: [], warnings: [] });
  });

  it("measures the share a crop removes either way", () => {
    expect(croppedShare(1600, 1000, 1.6)).toBe(0);
    expect(croppedShare(2000, 1000, 1)).toBe(0.5);
    expect(croppedShare(1000, 2000, 1)).toBe(0.5);
  });

  it("finds the slots images fill in a section from its fields", () => {
    const services = { groups: [{ image: "a.jpg" }, { image: "b.jpg" }] };
    expect(imageSlotsIn("services", services)).toEqual([
      { filename: "a.jpg", slot: "card" },
      { filename: "b.jpg", slot: "card" },
    ]);
    const pillar = { image: "p.jpg", seo: { image: "p.jpg" } };
    expect(imageSlotsIn("pillar:x", pillar)).toEqual([
      { filename: "p.jpg", slot: "card" },
      { filename: "p.jpg", slot: "share" },
    ]);
    expect(imageSlotsIn("site", { logo: "logo.png" })).toEqual([
      { filename: "logo.png", slot: "logo" },
    ]);
    expect(imageSlotsIn("nonsense", { image: "x.png" })).toEqual([]);
  });
});
