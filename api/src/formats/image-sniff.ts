import type { CanonicalImageType } from "@app/contract";
import { MAX_SVG_ATTRIBUTES } from "@app/contract";
import { hasSvgRoot, sniffImageType } from "@app/contract/image-type";
import { SaxesParser } from "saxes";
import { svgPixelSize } from "./svg/svg-dimensions.ts";

/** The type the bytes say they are; `image/jpg` is only ever a declared alias. */
export type ImageType = CanonicalImageType;

export interface SniffedImage {
  type: ImageType;
  /** Raster images always have both; an SVG may state no absolute size. */
  width: number | null;
  height: number | null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + u16be(b, at + 1) * 256 + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + b[at + 3]! * 0x1000000) >>> 0;

const startsWith = (b: Uint8Array, signature: readonly number[], at = 0) =>
  b.length >= at + signature.length && signature.every((byte, i) => b[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const IHDR = ascii("IHDR");

const raster = (type: ImageType, width: number, height: number): SniffedImage | null =>
  width > 0 && height > 0 ? { type, width, height } : null;

function sniffPng(b: Uint8Array): SniffedImage | null {
  // The first chunk must be IHDR: width and height are its first two 32-bit fields.
  if (b.length < 24 || !startsWith(b, IHDR, 12)) return null;
  return raster("image/png", u32be(b, 16), u32be(b, 20));
}

function sniffGif(b: Uint8Array): SniffedImage | null {
  if (b.length < 10) return null;
  return raster("image/gif", u16le(b, 6), u16le(b, 8));
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function sniffJpeg(b: Uint8Array): SniffedImage | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // Markers without a length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // End of image, or entropy-coded data begins, before any frame header: not a usable JPEG.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 8 >= b.length) return null;
      return raster("image/jpeg", u16be(b, at + 7), u16be(b, at + 5));
    }
    at += 2 + length;
  }
  return null;
}

function sniffWebp(b: Uint8Array): SniffedImage | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === "VP8 ") {
    // Lossy: a key frame's start code, then 14-bit width and height (2 bits of scale above).
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return raster("image/webp", u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === "VP8L") {
    // Lossless: signature byte, then width-1 and height-1 packed as 14-bit fields.
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return raster("image/webp", (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    // Extended: 24-bit canvas width-1 and height-1.
    return raster("image/webp", u24le(b, 24) + 1, u24le(b, 27) + 1);
  }
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

const ROOT_READ_CHUNK = 4096;

/** Stops the root's parse at its MAX_SVG_ATTRIBUTES + 1st attribute. */
class TooManyAttributes extends Error {}

/**
 * The root element's attributes, read with the XML parser (entities decoded), or null. A root
 * with more than MAX_SVG_ATTRIBUTES is read as having none (no size): the sanitizer refuses
 * it, and gathering 400,000 of them would hold the event loop for most of a second.
 */
function readSvgRootAttributes(text: string): Record<string, string> | null {
  const parser = new SaxesParser();
  let root: Record<string, string> | null = null;
  let attributes = 0;
  parser.on("attribute", () => {
    if (root === null && ++attributes > MAX_SVG_ATTRIBUTES) throw new TooManyAttributes();
  });
  parser.on("opentag", (tag) => {
    root ??= tag.attributes;
  });
  try {
    // Only the prolog and the root's start tag are needed; the sanitizer parses the rest.
    for (let at = 0; at < text.length && root === null; at += ROOT_READ_CHUNK) {
      parser.write(text.slice(at, at + ROOT_READ_CHUNK));
    }
  } catch (error) {
    return error instanceof TooManyAttributes ? {} : null;
  }
  return root;
}

function sniffSvg(b: Uint8Array): SniffedImage | null {
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return null;
  }
  if (!hasSvgRoot(text)) return null;
  const root = readSvgRootAttributes(text);
  if (!root) return null;
  return { type: "image/svg+xml", ...svgPixelSize(root) };
}

/**
 * What the bytes are and their pixel size; null if no allowed image. The type is the
 * contract's rule (`sniffImageType`, which the admin and the desktop app check with before
 * sending); this reads the size, and refuses a file whose size cannot be read.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  switch (sniffImageType(bytes)) {
    case "image/png":
      return sniffPng(bytes);
    case "image/gif":
      return sniffGif(bytes);
    case "image/jpeg":
      return sniffJpeg(bytes);
    case "image/webp":
      return sniffWebp(bytes);
    case "image/svg+xml":
      return sniffSvg(bytes);
    case null:
      return null;
  }
}
