import { MAX_SVG_ATTRIBUTES } from "@app/contract";
import { hasSvgRoot, sniffImageType } from "@app/contract/image-type";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gifBytes,
  jpegBytes,
  pngBytes,
  svgText,
  webpExtendedBytes,
  webpLosslessBytes,
  webpLossyBytes,
} from "../../test/test-images.ts";
import { sniffImage } from "./image-sniff.ts";

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: (Uint8Array | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => [...part]));

describe("sniffImage: raster types and their sizes", () => {
  it.each([
    ["PNG", pngBytes(3, 2), "image/png", 3, 2],
    ["PNG declaring 50000x50000", pngBytes(50_000, 50_000), "image/png", 50_000, 50_000],
    ["GIF", gifBytes(320, 200), "image/gif", 320, 200],
    ["JPEG", jpegBytes(20, 10), "image/jpeg", 20, 10],
    ["lossless WebP", webpLosslessBytes(1, 1), "image/webp", 1, 1],
    ["lossless WebP at its largest", webpLosslessBytes(16384, 16384), "image/webp", 16384, 16384],
    ["lossy WebP", webpLossyBytes(640, 480), "image/webp", 640, 480],
    ["extended WebP", webpExtendedBytes(70_000, 3), "image/webp", 70_000, 3],
  ])("%s", (_label, bytes, type, width, height) => {
    expect(sniffImage(bytes)).toEqual({ type, width, height });
  });

  it("reads a GIF87a header too", () => {
    const gif = gifBytes(7, 9);
    gif.set(text("GIF87a"));
    expect(sniffImage(gif)).toEqual({ type: "image/gif", width: 7, height: 9 });
  });

  it("walks JPEG segments and fill bytes to a progressive frame header", () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...text("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const exif = [0xff, 0xe1, 0x00, 0x08, ...text("Exif\0\0")];
    const sof2 = [0xff, 0xff, 0xc2, 0x00, 0x0b, 8, 0x01, 0x2c, 0x02, 0x58, 1, 1, 0x11, 0];
    const jpeg = concat([0xff, 0xd8], app0, exif, sof2, [0xff, 0xd9]);
    expect(sniffImage(jpeg)).toEqual({ type: "image/jpeg", width: 600, height: 300 });
  });

  it("finds the sizes a header states, for any size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16384 }),
        fc.integer({ min: 1, max: 16384 }),
        (w, h) => {
          for (const build of [pngBytes, gifBytes, webpLosslessBytes, webpExtendedBytes]) {
            expect(sniffImage(build(w, h))).toMatchObject({ width: w, height: h });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("sniffImage: refusals", () => {
  it.each([
    ["plain text", text("hello, this is not an image")],
    ["empty", new Uint8Array()],
    ["HTML", text("<!doctype html><html><body><svg></svg></body></html>")],
    ["a BMP", concat(text("BM"), new Array(60).fill(0))],
    ["a PNG cut off inside its header", pngBytes(3, 2).slice(0, 20)],
    ["a PNG whose first chunk is not IHDR", concat(pngBytes(3, 2).slice(0, 12), text("tEXt"))],
    ["a PNG declaring zero width", pngBytes(0, 5)],
    ["a GIF cut off", gifBytes(1, 1).slice(0, 8)],
    [
      "a JPEG without a frame header",
      concat([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xd9]),
    ],
    ["a JPEG whose scan starts before a frame", concat([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08])],
    ["a JPEG segment with a broken length", concat([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0])],
    [
      "a RIFF file that is not WebP",
      concat(text("RIFF"), [0, 0, 0, 0], text("WAVE"), new Array(30).fill(0)),
    ],
    [
      "a WebP with an unknown first chunk",
      concat(webpLossyBytes(1, 1).slice(0, 12), text("ABCD"), new Array(30).fill(0)),
    ],
    ["a lossy WebP without its start code", webpLossyBytes(1, 1).map((b, i) => (i === 23 ? 0 : b))],
    [
      "a lossless WebP without its signature",
      webpLosslessBytes(1, 1).map((b, i) => (i === 20 ? 0 : b)),
    ],
    ["invalid UTF-8 starting like SVG", concat(text("<svg"), [0xff, 0xfe], text("/>"))],
    ["UTF-16 SVG", Uint8Array.from(Buffer.from(`\ufeff${svgText("")}`, "utf16le"))],
    [
      "SVG with a namespace prefix on the root",
      text('<s:svg xmlns:s="http://www.w3.org/2000/svg"/>'),
    ],
    ["an SVG element not at the root", text("<html><svg/></html>")],
    ["an SVG that never closes its root tag", text('<svg width="1')],
  ])("%s", (_label, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom<number[]>(
          [],
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          [0xff, 0xd8, 0xff],
          [...text("GIF89a")],
          [...text("RIFF\0\0\0\0WEBP")],
        ),
        (tail, head) => {
          expect(() => sniffImage(concat(head, tail))).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("agrees with the contract's check the admin and the desktop app make before sending", () => {
    const samples = [
      pngBytes(3, 2),
      gifBytes(5, 3),
      jpegBytes(4, 4),
      webpLossyBytes(2, 2),
      webpLosslessBytes(2, 2),
      webpExtendedBytes(2, 2),
      text(svgText('width="10" height="10"')),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.nat(64),
        fc.uint8Array({ maxLength: 8 }),
        (sample, cut, noise) => {
          // Whole, cut short, or with bytes written over its start.
          for (const bytes of [
            sample,
            sample.subarray(0, cut),
            concat(noise, sample.subarray(noise.length)),
          ]) {
            const sniffed = sniffImage(bytes);
            // The server may refuse what it cannot size; it never names another type.
            if (sniffed) expect(sniffed.type).toBe(sniffImageType(bytes));
          }
        },
      ),
      { numRuns: 300 },
    );
    for (const sample of samples) expect(sniffImage(sample)?.type).toBe(sniffImageType(sample));
  });
});

describe("sniffImage: SVG", () => {
  const sniffSvg = (source: string) => sniffImage(text(source));

  it("recognises SVG after a BOM, XML declaration, comments, processing instructions and a DOCTYPE", () => {
    const prolog =
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<?xml-stylesheet href="x.css"?>\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';
    expect(sniffSvg(`${prolog}${svgText("")}`)).toEqual({
      type: "image/svg+xml",
      width: 40,
      height: 20,
    });
  });

  it("takes width and height in absolute units, rounded to pixels", () => {
    expect(sniffSvg(svgText("", 'width="1in" height="72pt"'))).toMatchObject({
      width: 96,
      height: 96,
    });
    expect(sniffSvg(svgText("", 'width="10.4px" height="2.54cm"'))).toMatchObject({
      width: 10,
      height: 96,
    });
  });

  it("falls back to the viewBox and keeps its aspect ratio for a missing side", () => {
    expect(sniffSvg(svgText("", 'viewBox="0 0 800 500"'))).toMatchObject({
      width: 800,
      height: 500,
    });
    expect(sniffSvg(svgText("", 'width="100%" viewBox="0,0,800,500"'))).toMatchObject({
      width: 800,
      height: 500,
    });
    expect(sniffSvg(svgText("", 'width="400" viewBox="0 0 800 500"'))).toMatchObject({
      width: 400,
      height: 250,
    });
  });

  it("states no size when the SVG gives none", () => {
    expect(sniffSvg(svgText("", 'width="50%" height="2em"'))).toEqual({
      type: "image/svg+xml",
      width: null,
      height: null,
    });
  });

  it("reads sizes through character references as the parser decodes them", () => {
    expect(sniffSvg(svgText("", 'width="&#53;0000" height="5e4"'))).toMatchObject({
      width: 50_000,
      height: 50_000,
    });
  });

  it("reads a root with more than MAX_SVG_ATTRIBUTES attributes as an SVG of no size, quickly", () => {
    // The sanitizer refuses it with its own message; gathering 400,000 attributes took 0.7-1.1 s.
    const attributes = Array.from({ length: 400_000 }, (_, i) => `a${i}=""`).join(" ");
    const start = performance.now();
    expect(sniffSvg(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`)).toEqual({
      type: "image/svg+xml",
      width: null,
      height: null,
    });
    expect(performance.now() - start).toBeLessThan(1000);
    const most = Array.from({ length: MAX_SVG_ATTRIBUTES - 2 }, (_, i) => `a${i}=""`).join(" ");
    expect(sniffSvg(`<svg width="3" height="2" ${most}/>`)).toMatchObject({ width: 3 });
  });

  it("finds the root past a DOCTYPE with an internal subset", () => {
    expect(hasSvgRoot('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toBe(true);
    expect(hasSvgRoot("<!-- never closed <svg/>")).toBe(false);
    expect(hasSvgRoot("<svgx/>")).toBe(false);
  });
});
