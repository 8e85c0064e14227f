import { crc32 } from "node:zlib";
import { exifOrientation, type Orientation, orientationOnlyTiff } from "./exif-orientation.ts";
import { concatBytes, fourCC, malformed, u32be } from "./raster-bytes.ts";
import type { StrippedRaster } from "./stripped-raster.ts";

const SIGNATURE_LENGTH = 8;
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;
const MAX_CHUNK_LENGTH = 0x7fffffff;

/**
 * The ancillary chunks that change how the picture is drawn: transparency, colour (gamma,
 * chromaticities, sRGB, ICC, CICP and HDR metadata), significant bits, pixel size,
 * background, histogram and palettes, and APNG's animation. Every other ancillary chunk is
 * dropped: text (author, software, whole XMP packets), Exif, time, signatures, C2PA
 * manifests (`caBX`, which can carry GPS) and private chunks. Ancillary chunks are, by the
 * PNG standard, never needed to decode the image. Critical chunks are always kept.
 */
const DRAWING_CHUNKS = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "cICP",
  "mDCV",
  "cLLI",
  "sBIT",
  "pHYs",
  "bKGD",
  "hIST",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

/** Critical chunks (IHDR, PLTE, IDAT, IEND...) have an upper-case first letter. */
const isCritical = (type: string) => type.charCodeAt(0) < 0x61;
const isKept = (type: string) => isCritical(type) || DRAWING_CHUNKS.has(type);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes([Uint8Array.from([...type].map((ch) => ch.charCodeAt(0))), data]);
  const out = new Uint8Array(data.length + CHUNK_OVERHEAD);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(4 + typed.length, crc32(typed));
  return out;
}

/**
 * Walks the chunks from the signature to IEND and keeps only what draws; an eXIf with a
 * turning orientation is replaced by one saying only that (browsers that honour it still
 * turn the picture). Anything after IEND is dropped. Throws MalformedImageError when a
 * chunk runs past the end or IEND never comes.
 */
export function stripPng(b: Uint8Array): StrippedRaster {
  const parts: Uint8Array[] = [b.subarray(0, SIGNATURE_LENGTH)];
  let orientation: Orientation = 1;
  let changed = false;
  let at = SIGNATURE_LENGTH;
  for (;;) {
    if (at + CHUNK_OVERHEAD > b.length) return malformed("PNG ends before IEND");
    const length = u32be(b, at);
    const end = at + CHUNK_OVERHEAD + length;
    if (length > MAX_CHUNK_LENGTH || end > b.length)
      return malformed("PNG chunk runs past the end");
    const type = fourCC(b, at + 4);
    if (isKept(type)) {
      parts.push(b.subarray(at, end));
      if (type === "IEND") {
        changed ||= end < b.length;
        break;
      }
    } else {
      changed = true;
      if (type === "eXIf" && orientation === 1) {
        orientation = exifOrientation(b.subarray(at + 8, end - 4));
        if (orientation !== 1) parts.push(chunk("eXIf", orientationOnlyTiff(orientation)));
      }
    }
    at = end;
  }
  return { bytes: changed ? concatBytes(parts) : b, orientation };
}
