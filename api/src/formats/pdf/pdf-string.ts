import { hexValue, isWhitespace } from "./pdf-syntax.ts";

/*
 * The start of a string's value as readers decode it (ISO 32000-2, 7.3.4): enough to tell what
 * a link points at, never the whole string.
 */

/** How many decoded bytes are kept: a scheme (`mailto:`) and then some. */
const KEPT_BYTES = 32;

/**
 * A string's first decoded bytes, and where reading stopped: past its end, or before.
 * `disputed`: readers decode these bytes apart (a hex string holding a byte that is neither a
 * digit nor whitespace: pdf.js skips it, poppler reads a 0 digit and pairs the rest anew).
 */
export interface StringStart {
  start: Uint8Array;
  end: number;
  disputed: boolean;
}

const ESCAPES: Readonly<Record<number, number>> = {
  110: 0x0a, // \n
  114: 0x0d, // \r
  116: 0x09, // \t
  98: 0x08, // \b
  102: 0x0c, // \f
};

const isOctal = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x37;

/**
 * The literal string opening (`(`) at `at`: escapes decoded (`\146` is `f`, a backslash before
 * an end of line joins the lines), an end of line read as a line feed, as readers take it.
 */
export function literalStringStart(bytes: Uint8Array, at: number): StringStart {
  const out: number[] = [];
  let depth = 1;
  let i = at + 1;
  for (; i < bytes.length && out.length < KEPT_BYTES; i++) {
    let byte = bytes[i]!;
    if (byte === 0x5c) {
      const next = bytes[++i];
      if (next === undefined) break;
      if (next === 0x0d || next === 0x0a) {
        if (next === 0x0d && bytes[i + 1] === 0x0a) i++;
        continue;
      }
      if (isOctal(next)) {
        let code = next - 0x30;
        for (let k = 0; k < 2 && isOctal(bytes[i + 1]); k++) code = code * 8 + bytes[++i]! - 0x30;
        out.push(code & 0xff);
        continue;
      }
      out.push(ESCAPES[next] ?? next);
      continue;
    }
    if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) {
      i++;
      break;
    }
    if (byte === 0x0d) {
      if (bytes[i + 1] === 0x0a) i++;
      byte = 0x0a;
    }
    out.push(byte);
  }
  return { start: Uint8Array.from(out), end: Math.min(i, bytes.length), disputed: false };
}

/**
 * The hex string opening (`<`) at `at`: pairs of digits, whitespace and other bytes skipped (as
 * pdf.js does; `disputed` when there are other bytes), a last lone digit read as if followed by
 * 0.
 */
export function hexStringStart(bytes: Uint8Array, at: number): StringStart {
  const out: number[] = [];
  let high = -1;
  let disputed = false;
  let i = at + 1;
  for (; i < bytes.length && bytes[i] !== 0x3e && out.length < KEPT_BYTES; i++) {
    const digit = hexValue(bytes[i]!);
    if (digit < 0) {
      // NUL is whitespace to PDF, but not to every reader inside a hex string.
      if (bytes[i] === 0 || !isWhitespace(bytes[i]!)) disputed = true;
      continue;
    }
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0 && out.length < KEPT_BYTES) out.push(high * 16);
  return { start: Uint8Array.from(out), end: bytes[i] === 0x3e ? i + 1 : i, disputed };
}
