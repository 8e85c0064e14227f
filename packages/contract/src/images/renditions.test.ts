import { describe, expect, it } from "vitest";
import { renditionSrcSet, renditionWidths } from "./renditions.ts";

describe("rendition widths", () => {
  it("never makes a rendition wider than the original", () => {
    expect(renditionWidths(3200)).toEqual([320, 640, 960, 1280, 1920, 2560]);
    expect(renditionWidths(1500)).toEqual([320, 640, 960, 1280, 1500]);
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it("lists a raster image's widths in its srcset, and none for an SVG", () => {
    const image = { filepath: "/images/team.jpg", version: 4, contentType: "image/jpeg" };
    expect(renditionSrcSet({ ...image, width: 700 })).toBe(
      "/images/team.jpg?v=4&w=320 320w, /images/team.jpg?v=4&w=640 640w, /images/team.jpg?v=4&w=700 700w",
    );
    const svg = { ...image, contentType: "image/svg+xml", width: 800 };
    expect(renditionSrcSet(svg)).toBeUndefined();
  });
});
