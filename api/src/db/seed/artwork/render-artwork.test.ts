import { SITE_IMAGES } from "@app/contract";
import { describe, expect, it } from "vitest";
import { sniffImage } from "../../../formats/image-sniff.ts";
import { renderArtwork } from "./render-artwork.ts";

describe("generated artwork", () => {
  it("is the same at every start", () => {
    for (const entry of SITE_IMAGES) expect(renderArtwork(entry)).toBe(renderArtwork(entry));
  });

  it("is an SVG of the registered size for every site image", () => {
    for (const entry of SITE_IMAGES) {
      const sniffed = sniffImage(new TextEncoder().encode(renderArtwork(entry)));
      expect(sniffed, entry.filename).toEqual({
        type: "image/svg+xml",
        width: entry.width,
        height: entry.height,
      });
    }
  });

  it("gives every illustration its own ids, so several can share one page", () => {
    const ids = SITE_IMAGES.flatMap((entry) =>
      [...renderArtwork(entry).matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("varies between illustrations and loads nothing from outside", () => {
    const all = SITE_IMAGES.map(renderArtwork);
    expect(new Set(all).size).toBe(all.length);
    for (const svg of all) expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});
