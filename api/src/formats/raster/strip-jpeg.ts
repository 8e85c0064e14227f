import { exifOrientation, type Orientation, orientationOnlyTiff } from "./exif-orientation.ts";
import { concatBytes, malformed, startsWithAscii, u16be } from "./raster-bytes.ts";
import type { StrippedRaster } from "./stripped-raster.ts";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const EXIF_PREFIX = "Exif\0\0";
/** JFIF APP0 payload: identifier, version, units, densities, then thumbnail width and height. */
const JFIF_HEADER_LENGTH = 14;

const isAppMarker = (marker: number) => marker >= APP0 && marker <= 0xef;
/** Markers with no length field: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concatBytes([Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload]);
}

/** The end of the entropy-coded data that starts at `at`: the offset of the next real marker. */
function scanEnd(b: Uint8Array, at: number): number {
  let i = at;
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i < 0 || i + 1 >= b.length) return malformed("JPEG scan is truncated");
    const next = b[i + 1]!;
    // 0xFF00 is an escaped data byte; restart markers belong to the scan; 0xFFFF is fill.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

const isExif = (marker: number, payload: Uint8Array) =>
  marker === APP1 && startsWithAscii(payload, EXIF_PREFIX);

/**
 * What happens to one marker segment other than the first Exif block. APPn and COM are
 * application data no decoder needs, so only the few that affect how pixels look are kept:
 * JFIF (without its thumbnail), ICC profiles and Adobe's colour transform.
 */
function segmentFate(marker: number, payload: Uint8Array): "keep" | "drop" | Uint8Array {
  if (marker === COM) return "drop";
  if (!isAppMarker(marker)) return "keep";
  if (marker === APP0 && startsWithAscii(payload, "JFIF\0")) {
    const hasThumbnail =
      payload.length >= JFIF_HEADER_LENGTH && (payload[12]! | payload[13]!) !== 0;
    if (!hasThumbnail) return "keep";
    // A thumbnail can show what the picture was cropped from.
    const header = payload.slice(0, JFIF_HEADER_LENGTH);
    header[12] = 0;
    header[13] = 0;
    return segment(APP0, header);
  }
  if (marker === APP2 && startsWithAscii(payload, "ICC_PROFILE\0")) return "keep";
  if (marker === APP14 && startsWithAscii(payload, "Adobe")) return "keep";
  return "drop";
}

function exifSegment(orientation: Orientation): Uint8Array {
  const prefix = Uint8Array.from([...EXIF_PREFIX].map((ch) => ch.charCodeAt(0)));
  return segment(APP1, concatBytes([prefix, orientationOnlyTiff(orientation)]));
}

/**
 * Walks every marker from SOI to EOI. Entropy-coded scans are copied as they are; anything
 * after EOI (appended videos of "motion photos", second images of MPF files) is dropped.
 * Throws MalformedImageError when the walk cannot reach EOI.
 */
export function stripJpeg(b: Uint8Array): StrippedRaster {
  if (b[0] !== 0xff || b[1] !== SOI) return malformed("JPEG does not start with SOI");
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let exifSeen = false;
  let orientation: Orientation = 1;
  let changed = false;
  let at = 2;
  for (;;) {
    if (at >= b.length) return malformed("JPEG ends before EOI");
    if (b[at] !== 0xff) {
      // Stray bytes between segments: decoders skip to the next marker with a warning.
      const next = b.indexOf(0xff, at);
      if (next < 0) return malformed("JPEG ends before EOI");
      changed = true;
      at = next;
    }
    let m = at + 1;
    while (b[m] === 0xff) m++; // fill bytes before a marker
    if (m >= b.length) return malformed("JPEG ends inside a marker");
    const marker = b[m]!;
    if (marker === 0x00) return malformed("JPEG marker expected");
    if (marker === EOI) {
      parts.push(b.subarray(at, m + 1));
      changed ||= m + 1 < b.length;
      break;
    }
    if (isStandalone(marker)) {
      parts.push(b.subarray(at, m + 1));
      at = m + 1;
      continue;
    }
    if (m + 3 > b.length) return malformed("JPEG ends inside a segment length");
    const length = u16be(b, m + 1);
    const end = m + 1 + length;
    if (length < 2 || end > b.length) return malformed("JPEG segment runs past the end");
    if (marker === SOS) {
      const scanStop = scanEnd(b, end);
      parts.push(b.subarray(at, scanStop));
      at = scanStop;
      continue;
    }
    const payload = b.subarray(m + 3, end);
    if (!exifSeen && isExif(marker, payload)) {
      // Browsers turn the picture by the first Exif block's orientation: keep only that.
      exifSeen = true;
      orientation = exifOrientation(payload.subarray(EXIF_PREFIX.length));
      if (orientation !== 1) parts.push(exifSegment(orientation));
      changed = true;
      at = end;
      continue;
    }
    const fate = segmentFate(marker, payload);
    if (fate === "keep") parts.push(b.subarray(at, end));
    else if (fate !== "drop") parts.push(fate);
    changed ||= fate !== "keep";
    at = end;
  }
  return { bytes: changed ? concatBytes(parts) : b, orientation };
}
