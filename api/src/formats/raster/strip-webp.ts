import { concatBytes, fourCC, malformed, u32le } from "./raster-bytes.ts";
import type { StrippedRaster } from "./stripped-raster.ts";

const RIFF_HEADER_LENGTH = 12;
const CHUNK_HEADER_LENGTH = 8;
const VP8X_PAYLOAD_LENGTH = 10;
/** VP8X flag bits (first payload byte) saying EXIF and XMP chunks follow. */
const VP8X_EXIF_AND_XMP = 0x08 | 0x04;

/**
 * The chunks a WebP decoder reads. Everything else is dropped: EXIF, XMP, C2PA manifests
 * (which can carry GPS) and unknown chunks, which the format says decoders ignore.
 */
const DRAWING_CHUNKS = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);

/**
 * Walks the RIFF chunks, keeps DRAWING_CHUNKS only, clears the VP8X flags for EXIF and XMP
 * and rewrites the RIFF size. Bytes past
 * the RIFF size are dropped. Throws MalformedImageError when a chunk runs past the RIFF end.
 *
 * No orientation is kept: the WebP container says nothing about Exif orientation, Chromium
 * and Firefox draw WebP as encoded whatever the Exif says, so dropping it changes nothing
 * on screen and a rewritten Exif would only turn the picture in the browsers that guess.
 */
export function stripWebp(b: Uint8Array): StrippedRaster {
  if (b.length < RIFF_HEADER_LENGTH) return malformed("WebP shorter than its RIFF header");
  const riffEnd = CHUNK_HEADER_LENGTH + u32le(b, 4);
  if (riffEnd > b.length) return malformed("WebP shorter than its RIFF size");
  const chunks: Uint8Array[] = [];
  let changed = riffEnd < b.length;
  let at = RIFF_HEADER_LENGTH;
  while (at < riffEnd) {
    if (at + CHUNK_HEADER_LENGTH > riffEnd) return malformed("WebP ends inside a chunk header");
    const size = u32le(b, at + 4);
    const end = at + CHUNK_HEADER_LENGTH + size + (size % 2); // odd sizes are padded
    if (end > riffEnd) return malformed("WebP chunk runs past the RIFF end");
    const type = fourCC(b, at);
    if (!DRAWING_CHUNKS.has(type)) {
      changed = true;
    } else if (type === "VP8X") {
      if (size < VP8X_PAYLOAD_LENGTH) return malformed("WebP VP8X chunk too short");
      const flags = at + CHUNK_HEADER_LENGTH;
      if (b[flags]! & VP8X_EXIF_AND_XMP) {
        const vp8x = b.slice(at, end);
        vp8x[CHUNK_HEADER_LENGTH] = b[flags]! & ~VP8X_EXIF_AND_XMP;
        chunks.push(vp8x);
        changed = true;
      } else {
        chunks.push(b.subarray(at, end));
      }
    } else {
      chunks.push(b.subarray(at, end));
    }
    at = end;
  }
  if (chunks.length === 0) return malformed("WebP without chunks");
  if (!changed) return { bytes: b, orientation: 1 };
  const body = concatBytes(chunks);
  const header = b.slice(0, RIFF_HEADER_LENGTH);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return { bytes: concatBytes([header, body]), orientation: 1 };
}
