import { describe, expect, it } from "vitest";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardCrop, shareCardPath } from "./share-card.ts";

describe("a shared link's card", () => {
  it("cuts 1.91:1 where CSS object-position at the focal point would", () => {
    // A wide picture loses its sides: a focal point at 25% leaves a quarter of the cut left.
    expect(shareCardCrop(4000, 1000, { x: 0.25, y: 0.5 })).toEqual({
      left: Math.round(0.25 * (4000 - 1911)),
      top: 0,
      width: 1911,
      height: 1000,
    });
    // A tall one loses top and bottom; the edges hold.
    expect(shareCardCrop(1000, 3000, { x: 0.5, y: 1 })).toEqual({
      left: 0,
      top: 3000 - 523,
      width: 1000,
      height: 523,
    });
    expect(SHARE_CARD_WIDTH / SHARE_CARD_HEIGHT).toBeCloseTo(1.91, 2);
  });

  it("names the picture's version and focal point in its address", () => {
    expect(
      shareCardPath({ filepath: "/images/gots.jpg", version: 3, focalX: 0.25, focalY: 0.8 }),
    ).toBe("/images/gots.jpg/card.jpg?v=3&f=25-80");
  });
});
