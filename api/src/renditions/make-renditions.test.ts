import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraPhoto } from "../../test/camera-photo.ts";
import { makeRenditions } from "./make-renditions.ts";

const frame = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer();

describe("making renditions", () => {
  it("makes every width in AVIF and WebP, upright, none heavier than the original", async () => {
    // A phone's portrait photo: stored sideways with EXIF orientation 6 (turn right).
    const sideways = await sharp(await cameraPhoto(1000, 750))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const made = await makeRenditions(sideways, 750);
    expect(made.map((r) => `${r.format}:${r.width}x${r.height}`)).toEqual([
      "avif:320x427",
      "webp:320x427",
      "avif:640x853",
      "webp:640x853",
      "avif:750x1000",
      "webp:750x1000",
    ]);
    for (const rendition of made) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe(rendition.format === "avif" ? "heif" : "webp");
      expect(meta.exif).toBeUndefined();
      expect(rendition.bytes.byteLength).toBeLessThan(sideways.byteLength);
      if (rendition.format === "avif") {
        expect(rendition.bytes.byteLength).toBeLessThan(sideways.byteLength / 2);
      }
    }
  });

  it("leaves an animated GIF alone: a still copy would stop it moving", async () => {
    const animated = await sharp([await frame(10), await frame(200)], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await makeRenditions(animated, 40)).toEqual([]);
  });
});
