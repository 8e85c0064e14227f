import { crc32 } from "node:zlib";
import { exifOrientation, type Orientation, orientationOnlyTiff } from "./exif-orientation.ts";
import { concatBytes, fourCC, malformed, u32be } from "./raster-bytes.ts";
import type { StrippedRaster } from "./raster-metadata.ts";

const SIGNATURE_LENGTH = 8;
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;
const MAX_CHUNK_LENGTH = 0x7fffffff;

/**
 * Chunks that describe the file rather than draw it: text (author, software, comments,
 * often whole XMP packets), Exif, modification time, and a digital signature that the
 * rewrite would break anyway. `exIf`/`zxIf` are pre-standard Exif chunks. Everything else
 * is kept, so APNG (acTL, fcTL, fdAT) and colour chunks pass untouched with their CRCs.
 */
const METADATA_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "exIf", "zxIf", "tIME", "dSIG"]);

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
 * Walks the chunks from the signature to IEND and drops METADATA_CHUNKS; an eXIf with a
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
    if (!METADATA_CHUNKS.has(type)) {
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
