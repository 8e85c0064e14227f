import type { AllowedImageType } from "./limits.ts";

/** The types a stored image can have ("image/jpg" is only ever a declared alias of JPEG). */
export type CanonicalImageType = Exclude<AllowedImageType, "image/jpg">;

/*
 * Image types by content, with no dependency: runs in the browser, the desktop app and the
 * server alike.
 */

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii("GIF87a");
const GIF89A = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const VP8_CHUNKS = [ascii("VP8 "), ascii("VP8L"), ascii("VP8X")];

/** How much of a file the SVG check looks at: enough for a long prolog and licence comment. */
export const SVG_SNIFF_BYTES = 64 * 1024;

/**
 * What an image file is by its magic numbers (the first bytes), or null when it is none of the
 * six allowed types. One rule for the admin's and the desktop's checks before sending and the
 * server's check on arrival (which then also reads the pixel size).
 */
export function sniffImageType(bytes: Uint8Array): CanonicalImageType | null {
  if (startsWith(bytes, PNG)) return startsWith(bytes, ascii("IHDR"), 12) ? "image/png" : null;
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return "image/gif";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    return VP8_CHUNKS.some((chunk) => startsWith(bytes, chunk, 12)) ? "image/webp" : null;
  }
  return looksLikeSvg(bytes) ? "image/svg+xml" : null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SVG_SNIFF_BYTES);
  let text: string;
  try {
    text = utf8.decode(head, { stream: head.length < bytes.length });
  } catch {
    return false; // not UTF-8 text: a binary file of some other kind
  }
  return hasSvgRoot(text);
}

/**
 * Skips what may precede the root element (BOM, whitespace, XML declaration, comments,
 * processing instructions, a DOCTYPE) and answers whether the root element is `svg`.
 */
export function hasSvgRoot(text: string): boolean {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // One sticky match per run of whitespace: a character at a time cost 0.1 s on 5 MB of it.
  const whitespace = /\s*/y;
  for (;;) {
    whitespace.lastIndex = at;
    whitespace.exec(text);
    at = whitespace.lastIndex;
    if (text.startsWith("<?", at)) at = text.indexOf("?>", at);
    else if (text.startsWith("<!--", at)) at = text.indexOf("-->", at);
    else if (text.startsWith("<!DOCTYPE", at)) at = endOfDoctype(text, at);
    else return /^<svg[\s/>]/.test(text.slice(at, at + 5));
    if (at < 0) return false;
    at = text.indexOf(">", at) + 1;
  }
}

function endOfDoctype(text: string, at: number): number {
  const bracket = text.indexOf("[", at);
  const close = text.indexOf(">", at);
  if (bracket < 0 || close < bracket) return close;
  const subsetEnd = text.indexOf("]", bracket);
  return subsetEnd < 0 ? -1 : text.indexOf(">", subsetEnd);
}
