import { IMAGE_SLOTS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { COMMON_FRAMES, frameShape, slotFrames } from "./crop-frames.ts";

describe("frameShape", () => {
  it("writes a frame's shape in small whole numbers where it has them", () => {
    expect(frameShape(16 / 9)).toBe("16:9");
    expect(frameShape(8 / 5)).toBe("8:5");
    expect(frameShape(1.91)).toBe("1.91:1");
    expect(frameShape(2)).toBe("2:1");
    expect(frameShape(null)).toBe("whole picture");
  });
});

describe("frames", () => {
  it("takes each slot's label and shape, and offers the common shapes otherwise", () => {
    expect(slotFrames([{ id: "hero", ...IMAGE_SLOTS.hero }])).toMatchObject([
      { key: "hero", label: "Home page background", aspectRatio: 16 / 9 },
    ]);
    expect(COMMON_FRAMES.map((frame) => `${frame.label} ${frameShape(frame.aspectRatio)}`)).toEqual(
      ["As a home page background 16:9", "As a card picture 8:5", "As a section picture 4:3"],
    );
  });
});
