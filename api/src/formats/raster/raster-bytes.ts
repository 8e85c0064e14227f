/** Thrown when a raster file's structure cannot be walked to its end: truncated or corrupt. */
export class MalformedImageError extends Error {
  override name = "MalformedImageError";
}

export const malformed = (what: string): never => {
  throw new MalformedImageError(what);
};

export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
export const u32be = (b: Uint8Array, at: number) =>
  (u16be(b, at) * 0x10000 + u16be(b, at + 2)) >>> 0;
export const u32le = (b: Uint8Array, at: number) =>
  (u16le(b, at) + u16le(b, at + 2) * 0x10000) >>> 0;

/** Four bytes as ASCII: a PNG chunk type, a RIFF FourCC. */
export const fourCC = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

export const startsWithAscii = (b: Uint8Array, text: string, at = 0) =>
  b.length >= at + text.length && [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
