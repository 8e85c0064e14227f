import { crc32 } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gifBytes,
  gifWithFrames,
  jpegBytes,
  pngBytes,
  pngChunk,
  riffChunk,
  riffWebpOf,
  webpLosslessBytes,
  webpLossyBytes,
} from "../../../test/test-images.ts";
import {
  GIF_GRAPHIC_CONTROL,
  GIF_LOOP_EXTENSION,
  gifWithMetadata,
  ICC_PROFILE,
  jpegMetadataSegments,
  jpegWithMetadata,
  PNG_KEPT_CHUNKS,
  pngWithMetadata,
  SECRET,
  VP8X_ALPHA,
  VP8X_ICC,
  webpWithMetadata,
} from "../../../test/test-metadata-images.ts";
import { sniffImage } from "../image-sniff.ts";
import { exifOrientation } from "./exif-orientation.ts";
import { MalformedImageError } from "./raster-bytes.ts";
import { stripRasterMetadata } from "./raster-metadata.ts";
import type { RasterType } from "./stripped-raster.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const contains = (bytes: Uint8Array, part: readonly number[]) =>
  latin1(bytes).includes(latin1(Uint8Array.from(part)));

/** Strips, then checks the result is stable: stripping it again walks it and changes nothing. */
function strip(bytes: Uint8Array, type: RasterType) {
  const stripped = stripRasterMetadata(bytes, type);
  const again = stripRasterMetadata(stripped.bytes, type);
  expect(again.bytes).toEqual(stripped.bytes);
  expect(again.orientation).toBe(stripped.orientation);
  return stripped;
}

/** JPEG marker segments before the first scan, as [marker, payload]. */
function jpegSegments(b: Uint8Array): [number, Uint8Array][] {
  const segments: [number, Uint8Array][] = [];
  for (let at = 2; b[at + 1] !== 0xda; ) {
    const end = at + 2 + ((b[at + 2]! << 8) | b[at + 3]!);
    segments.push([b[at + 1]!, b.subarray(at + 4, end)]);
    at = end;
  }
  return segments;
}

/** PNG chunks as [type, CRC correct]; the file must end with IEND's CRC. */
function pngChunks(b: Uint8Array): [string, boolean][] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunks: [string, boolean][] = [];
  let at = 8;
  while (at < b.length) {
    const length = view.getUint32(at);
    const typed = b.subarray(at + 4, at + 8 + length);
    chunks.push([latin1(typed.subarray(0, 4)), crc32(typed) === view.getUint32(at + 8 + length)]);
    at += 12 + length;
  }
  expect(at).toBe(b.length);
  return chunks;
}

/** WebP chunk FourCCs; checks the RIFF size covers exactly the file. */
function webpChunks(b: Uint8Array): string[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  expect(view.getUint32(4, true)).toBe(b.length - 8);
  const chunks: string[] = [];
  for (let at = 12; at < b.length; ) {
    const size = view.getUint32(at + 4, true);
    chunks.push(latin1(b.subarray(at, at + 4)));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

const ALL_TYPES: RasterType[] = ["image/jpeg", "image/png", "image/webp", "image/gif"];

describe("stripRasterMetadata: files with nothing to remove", () => {
  it.each([
    ["image/jpeg", jpegBytes(16, 8)],
    ["image/png", pngBytes(3, 2)],
    ["image/webp", webpLosslessBytes(1, 1)],
    ["image/webp", webpLossyBytes(1, 1)],
    ["image/gif", gifBytes(1, 1)],
  ] as const)("keeps a plain %s byte for byte", (type, bytes) => {
    const stripped = strip(bytes, type);
    expect(stripped.bytes).toBe(bytes);
    expect(stripped.orientation).toBe(1);
  });
});

describe("stripRasterMetadata: JPEG", () => {
  it.each(["MM", "II"] as const)(
    "drops Exif GPS, XMP, IPTC, MPF, comments, the thumbnail and what follows EOI (%s)",
    (order) => {
      const original = jpegWithMetadata({ order });
      const { bytes, orientation } = strip(original, "image/jpeg");
      expect(latin1(bytes)).not.toContain(SECRET);
      expect(orientation).toBe(1);
      const s = jpegMetadataSegments(order);
      const app0 = jpegSegments(bytes)[0]!;
      expect(app0[0]).toBe(0xe0);
      expect([...app0[1]]).toEqual([...s.jfifWithThumbnail.slice(4, 16)].concat([0, 0]));
      expect(jpegSegments(bytes).map(([marker]) => marker.toString(16))).toEqual([
        "e0", // JFIF, without its thumbnail
        "e2", // ICC profile
        "ee", // Adobe
        "db",
        "c0",
        "c4",
        "c4",
      ]);
      expect(contains(bytes, s.icc)).toBe(true);
      expect(contains(bytes, s.adobe)).toBe(true);
      // Everything from the first scan to EOI is the original's, byte for byte.
      const scan = jpegBytes(16, 8);
      expect(latin1(bytes).endsWith(latin1(scan.subarray(scan.indexOf(0xda) - 1)))).toBe(true);
      expect(sniffImage(bytes)).toEqual(sniffImage(original));
    },
  );

  it.each([
    ["MM", 6],
    ["II", 6],
    ["II", 8],
    ["MM", 3],
  ] as const)("keeps orientation (%s, %i) in a minimal Exif block", (order, turn) => {
    const { bytes, orientation } = strip(
      jpegWithMetadata({ order, orientation: turn }),
      "image/jpeg",
    );
    expect(orientation).toBe(turn);
    expect(latin1(bytes)).not.toContain(SECRET);
    const exif = jpegSegments(bytes).filter(([marker]) => marker === 0xe1);
    expect(exif).toHaveLength(1);
    const tiff = exif[0]![1].subarray(6);
    expect(latin1(exif[0]![1].subarray(0, 6))).toBe("Exif\0\0");
    expect(tiff).toHaveLength(26); // header, one entry, no next IFD
    expect(exifOrientation(tiff)).toBe(turn);
  });

  it("reads only the first Exif block's orientation, as browsers do", () => {
    const first = jpegMetadataSegments("II", 1).exif;
    const second = jpegMetadataSegments("MM", 6).exif;
    const jpeg = jpegBytes(8, 8);
    const file = Uint8Array.from([0xff, 0xd8, ...first, ...second, ...jpeg.subarray(2)]);
    const { bytes, orientation } = strip(file, "image/jpeg");
    expect(orientation).toBe(1);
    expect(bytes).toEqual(jpeg);
  });

  it("skips stray bytes between segments, as decoders do, instead of refusing the file", () => {
    const jpeg = jpegBytes(8, 8);
    const dqt = 2; // the first segment after SOI
    const file = Uint8Array.from([...jpeg.subarray(0, dqt), 0x00, 0x00, ...jpeg.subarray(dqt)]);
    const { bytes } = strip(file, "image/jpeg");
    expect(bytes).toEqual(jpeg);
  });

  it("keeps fill bytes, restart markers and scans of a progressive file", () => {
    const base = jpegBytes(16, 8);
    const sos = base.indexOf(0xda) - 1;
    const scan = base.subarray(sos, base.length - 2);
    const file = Uint8Array.from([
      ...base.subarray(0, sos),
      ...[0xff, 0xff], // fill before a marker
      ...scan.subarray(0, 10),
      ...[0xff, 0x00, 0xff, 0xd0], // stuffed byte, restart marker
      ...scan.subarray(10),
      ...jpegMetadataSegments("MM").comment, // between scans
      ...scan,
      0xff,
      0xd9,
    ]);
    const { bytes } = strip(file, "image/jpeg");
    expect(latin1(bytes)).not.toContain(SECRET);
    expect(bytes.length).toBe(file.length - jpegMetadataSegments("MM").comment.length);
  });
});

describe("stripRasterMetadata: PNG", () => {
  it("drops text, XMP, Exif and time chunks and what follows IEND, keeping colour chunks", () => {
    const original = pngWithMetadata();
    const { bytes, orientation } = strip(original, "image/png");
    expect(latin1(bytes)).not.toContain(SECRET);
    expect(orientation).toBe(1);
    expect(pngChunks(bytes)).toEqual(
      ["IHDR", "gAMA", "sRGB", "pHYs", "IDAT", "IEND"].map((type) => [type, true]),
    );
    for (const kept of PNG_KEPT_CHUNKS) expect(contains(bytes, kept)).toBe(true);
    expect(sniffImage(bytes)).toEqual({ type: "image/png", width: 3, height: 2 });
  });

  it("keeps a turning orientation in a minimal eXIf chunk", () => {
    const { bytes, orientation } = strip(pngWithMetadata(6), "image/png");
    expect(orientation).toBe(6);
    expect(latin1(bytes)).not.toContain(SECRET);
    const chunks = pngChunks(bytes);
    expect(chunks.map(([type]) => type)).toEqual([
      ...["IHDR", "gAMA", "sRGB", "pHYs", "eXIf", "IDAT", "IEND"],
    ]);
    expect(chunks.every(([, crcOk]) => crcOk)).toBe(true);
    const at = latin1(bytes).indexOf("eXIf");
    expect(exifOrientation(bytes.subarray(at + 4, at + 4 + 26))).toBe(6);
  });

  it("keeps APNG untouched", () => {
    const base = pngBytes(2, 2);
    const apng = Uint8Array.from([
      ...base.subarray(0, 33),
      ...pngChunk("acTL", Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 0)),
      ...pngChunk("fcTL", new Uint8Array(26)),
      ...base.subarray(33),
    ]);
    expect(strip(apng, "image/png").bytes).toBe(apng);
  });

  it("drops C2PA manifests and private chunks, which nothing needs to draw", () => {
    const base = pngBytes(2, 2);
    const tagged = Uint8Array.from([
      ...base.subarray(0, 33),
      ...pngChunk("caBX", Buffer.from(`c2pa GPSLatitude ${SECRET}`)),
      ...pngChunk("prVt", Buffer.from(SECRET)),
      ...base.subarray(33),
    ]);
    const { bytes } = strip(tagged, "image/png");
    expect(bytes).toEqual(base);
  });
});

describe("stripRasterMetadata: WebP", () => {
  it("drops EXIF and XMP, clears their flags and fixes the RIFF size; ICC and image kept", () => {
    const original = webpWithMetadata();
    const { bytes, orientation } = strip(original, "image/webp");
    expect(latin1(bytes)).not.toContain(SECRET);
    expect(orientation).toBe(1);
    expect(webpChunks(bytes)).toEqual(["VP8X", "ICCP", "VP8L"]);
    expect(bytes[20]).toBe(VP8X_ICC | VP8X_ALPHA);
    expect(contains(bytes, riffChunk("ICCP", ICC_PROFILE))).toBe(true);
    expect(contains(bytes, [...webpLosslessBytes(1, 1).subarray(12)])).toBe(true);
    expect(sniffImage(bytes)).toEqual({ type: "image/webp", width: 1, height: 1 });
  });

  it("drops bytes past the RIFF size", () => {
    const plain = webpLosslessBytes(1, 1);
    const { bytes } = strip(
      Uint8Array.from([...plain, ...Buffer.from("SECRET tail")]),
      "image/webp",
    );
    expect(bytes).toEqual(plain);
  });

  it("drops C2PA manifests and unknown chunks", () => {
    const image = [...webpLosslessBytes(1, 1).subarray(12)];
    const tagged = riffWebpOf([
      riffChunk("VP8X", [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      riffChunk("C2PA", [...Buffer.from(`GPSLatitude ${SECRET}`)]),
      riffChunk("priv", [...Buffer.from(SECRET)]),
      image,
    ]);
    const { bytes } = strip(tagged, "image/webp");
    expect(latin1(bytes)).not.toContain(SECRET);
    expect(webpChunks(bytes)).toEqual(["VP8X", "VP8L"]);
  });

  it("keeps an animation's chunks", () => {
    const frame = [...webpLosslessBytes(1, 1).subarray(12)];
    const animated = riffWebpOf([
      riffChunk("VP8X", [0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      riffChunk("ANIM", [0, 0, 0, 0, 0, 0]),
      riffChunk("ANMF", [...new Array(16).fill(0), ...frame]),
    ]);
    expect(strip(animated, "image/webp").bytes).toBe(animated);
  });
});

describe("stripRasterMetadata: GIF", () => {
  it("drops comments, XMP and private application data and what follows the trailer", () => {
    const original = gifWithMetadata();
    const { bytes } = strip(original, "image/gif");
    expect(latin1(bytes)).not.toContain(SECRET);
    expect(latin1(bytes)).not.toContain("XMP DataXMP");
    const base = gifBytes(5, 3);
    expect(bytes).toEqual(
      Uint8Array.from([
        ...base.subarray(0, 19),
        ...GIF_LOOP_EXTENSION,
        ...GIF_GRAPHIC_CONTROL,
        ...base.subarray(19),
      ]),
    );
    expect(sniffImage(bytes)).toEqual({ type: "image/gif", width: 5, height: 3 });
  });

  it("reports how far the frames reach, whatever the logical screen says", () => {
    const flood = gifWithFrames(1, 1, [{ left: 0, top: 0, width: 13_000, height: 2 }]);
    expect(sniffImage(flood)).toMatchObject({ width: 1, height: 1 });
    expect(strip(flood, "image/gif").frameExtent).toEqual({ width: 13_000, height: 2 });
    const frames = gifWithFrames(10, 10, [
      { left: 0, top: 0, width: 10, height: 4 },
      { left: 6, top: 3, width: 4, height: 7 },
    ]);
    expect(strip(frames, "image/gif").frameExtent).toEqual({ width: 10, height: 10 });
    const offset = gifWithFrames(10, 10, [{ left: 65_535, top: 9, width: 1, height: 1 }]);
    expect(strip(offset, "image/gif").frameExtent).toEqual({ width: 65_536, height: 10 });
  });
});

describe("stripRasterMetadata: malformed files", () => {
  const samples: [RasterType, Uint8Array][] = [
    ["image/jpeg", jpegWithMetadata({ orientation: 6 })],
    ["image/png", pngWithMetadata(6)],
    ["image/webp", webpWithMetadata()],
    ["image/gif", gifWithMetadata()],
  ];

  it.each(samples)("refuses every truncation of a %s", (type, file) => {
    // Cut before the tail that follows the image, so each cut loses part of the image.
    const { bytes } = stripRasterMetadata(file, type);
    const cuts = new Set<number>();
    for (let cut = 0; cut < bytes.length; cut++) {
      try {
        stripRasterMetadata(bytes.subarray(0, cut), type);
      } catch (error) {
        if (error instanceof MalformedImageError) cuts.add(cut);
        else throw error;
      }
    }
    expect(cuts.size).toBe(bytes.length);
  });

  it.each([
    ["image/png", [...pngBytes(1, 1).subarray(0, 33), 0xff, 0xff, 0xff, 0xff, ...ascii("tEXt")]],
    ["image/webp", [...webpLosslessBytes(1, 1).subarray(0, 16), 0xff, 0xff, 0xff, 0x7f]],
    ["image/gif", [...gifBytes(1, 1).subarray(0, 19), 0x99]],
    ["image/jpeg", [0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01, 0xff, 0xd9]],
  ] as const)("refuses a %s with an impossible length or block", (type, bytes) => {
    expect(() => stripRasterMetadata(Uint8Array.from(bytes), type)).toThrow(MalformedImageError);
  });

  it.each(samples)("never fails otherwise on corrupted %s bytes", (type, file) => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(file.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (edits) => {
          const corrupt = file.slice();
          for (const [at, value] of edits) corrupt[at] = value;
          try {
            strip(corrupt, type);
          } catch (error) {
            if (!(error instanceof MalformedImageError)) throw error;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(ALL_TYPES)("refuses an empty %s", (type) => {
    expect(() => stripRasterMetadata(new Uint8Array(), type)).toThrow(MalformedImageError);
  });
});

function ascii(text: string) {
  return [...text].map((ch) => ch.charCodeAt(0));
}
