import { u16be, u16le, u32be, u32le } from "./raster-bytes.ts";

/** EXIF Orientation: 1 is upright; 5 to 8 turn the picture a quarter, swapping its axes. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const TYPE_SHORT = 3;
const TIFF_MAGIC = 42;

const isOrientation = (n: number): n is Orientation => Number.isInteger(n) && n >= 1 && n <= 8;

/**
 * The Orientation tag of IFD0 in a TIFF structure (an Exif block without its `Exif\0\0`
 * prefix), in either byte order; 1 when absent or unreadable, which is how browsers read it.
 */
export function exifOrientation(tiff: Uint8Array): Orientation {
  if (tiff.length < 8) return 1;
  const order = String.fromCharCode(tiff[0]!, tiff[1]!);
  if (order !== "II" && order !== "MM") return 1;
  const u16 = order === "II" ? u16le : u16be;
  const u32 = order === "II" ? u32le : u32be;
  if (u16(tiff, 2) !== TIFF_MAGIC) return 1;
  const ifd = u32(tiff, 4);
  if (ifd < 8 || ifd + 2 > tiff.length) return 1;
  const count = u16(tiff, ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(tiff, entry) !== ORIENTATION_TAG) continue;
    if (u16(tiff, entry + 2) !== TYPE_SHORT || u32(tiff, entry + 4) !== 1) return 1;
    const value = u16(tiff, entry + 8);
    return isOrientation(value) ? value : 1;
  }
  return 1;
}

/** The smallest valid TIFF structure that says only the orientation: big-endian, one IFD entry. */
export function orientationOnlyTiff(orientation: Orientation): Uint8Array {
  return Uint8Array.from([
    ...[0x4d, 0x4d, 0, TIFF_MAGIC, 0, 0, 0, 8], // "MM", 42, IFD0 at offset 8
    ...[0, 1], // one entry
    ...[
      ORIENTATION_TAG >> 8,
      ORIENTATION_TAG & 0xff,
      0,
      TYPE_SHORT,
      0,
      0,
      0,
      1,
      0,
      orientation,
      0,
      0,
    ],
    ...[0, 0, 0, 0], // no next IFD: no thumbnail
  ]);
}

/** Orientations that display the picture turned by a quarter: width and height trade places. */
export const swapsAxes = (orientation: Orientation) => orientation >= 5;
