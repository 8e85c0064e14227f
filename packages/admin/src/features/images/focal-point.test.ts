import { describe, expect, it } from "vitest";
import { describeFocalPoint, focalPointAfterKey, focalPointAt } from "./focal-point.ts";

describe("focalPointAt", () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it("reads the point under the pointer as a share of the picture", () => {
    expect(focalPointAt(box, 200, 190)).toEqual({ x: 0.25, y: 0.7 });
  });

  it("keeps a point on the edge inside the picture, and a box of no size at the centre", () => {
    expect(focalPointAt(box, 90, 400)).toEqual({ x: 0, y: 1 });
    expect(focalPointAt({ ...box, width: 0 }, 200, 190)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("focalPointAfterKey", () => {
  it("moves 2% per arrow key and 10% with Shift, without drifting", () => {
    let point = { x: 0.3, y: 0.5 };
    for (let i = 0; i < 5; i++) point = focalPointAfterKey(point, "ArrowRight") ?? point;
    expect(point).toEqual({ x: 0.4, y: 0.5 });
    expect(focalPointAfterKey(point, "ArrowUp", true)).toEqual({ x: 0.4, y: 0.4 });
  });

  it("stops at the edges and ignores other keys", () => {
    expect(focalPointAfterKey({ x: 0.99, y: 0.01 }, "ArrowRight")).toEqual({ x: 1, y: 0.01 });
    expect(focalPointAfterKey({ x: 0.5, y: 0.01 }, "ArrowUp")).toEqual({ x: 0.5, y: 0 });
    expect(focalPointAfterKey({ x: 0.5, y: 0.5 }, "Enter")).toBeNull();
  });
});

describe("describeFocalPoint", () => {
  it("says where the point is in whole percents", () => {
    expect(describeFocalPoint({ x: 0.3, y: 0.704 })).toBe(
      "Focal point 30% from left, 70% from top",
    );
  });
});
