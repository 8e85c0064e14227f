/*
 * PDF's byte classes and its name token (ISO 32000-2, 7.2 and 7.3.5), shared by the object
 * syntax walker and the plain name search.
 */

export const SLASH = 0x2f;

const WHITESPACE = 1;
const DELIMITER = 2;
/** Each byte's class, looked up rather than compared: the scans run over every byte. */
const BYTE_CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) BYTE_CLASS[byte] = WHITESPACE;
for (const ch of "()<>[]{}/%") BYTE_CLASS[ch.charCodeAt(0)] = DELIMITER;

/** NUL, tab, line feed, form feed, carriage return, space. */
export const isWhitespace = (byte: number) => BYTE_CLASS[byte] === WHITESPACE;
/** ( ) < > [ ] { } / % */
export const isDelimiter = (byte: number) => BYTE_CLASS[byte] === DELIMITER;
export const isRegular = (byte: number) => BYTE_CLASS[byte] === 0;

const NUMBER_BYTE = new Uint8Array(256);
for (const ch of "0123456789+-.") NUMBER_BYTE[ch.charCodeAt(0)] = 1;
/** What a number token is made of: digits, a sign, a dot. */
const isNumberByte = (byte: number) => NUMBER_BYTE[byte] === 1;

/**
 * Where the token starting at `at` (a regular byte) ends, as readers' lexers decide it: a
 * number at its first byte that cannot continue it, so `10 0obj` is `10 0 obj` and `12 0R` a
 * reference; any other word at whitespace or a delimiter.
 */
export function tokenEnd(bytes: Uint8Array, at: number): number {
  const inToken = isNumberByte(bytes[at]!) ? isNumberByte : isRegular;
  let end = at + 1;
  while (end < bytes.length && inToken(bytes[end]!)) end++;
  return end;
}

/**
 * Whether a reader may start a token at `at`: after whitespace, a delimiter or a number (see
 * tokenEnd). A digit before it may also belong to a longer word (`x0obj`): answering yes then
 * only makes more places to look at.
 */
export const tokenMayStartAt = (bytes: Uint8Array, at: number) =>
  at === 0 || !isRegular(bytes[at - 1]!) || isNumberByte(bytes[at - 1]!);

/** The value of a numeric token (`12`, `-3`, `.5`, `4.`), read without building a string; NaN for any other word. */
export function numberValue(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  const negative = bytes[i] === 0x2d;
  if (negative || bytes[i] === 0x2b) i++;
  let value = 0;
  let scale = 1;
  let digits = 0;
  let seenDot = false;
  for (; i < end; i++) {
    const byte = bytes[i]!;
    if (byte === 0x2e && !seenDot) {
      seenDot = true;
    } else if (byte >= 0x30 && byte <= 0x39) {
      digits++;
      if (seenDot) {
        scale /= 10;
        value += (byte - 0x30) * scale;
      } else {
        value = value * 10 + (byte - 0x30);
      }
    } else {
      return Number.NaN;
    }
  }
  if (digits === 0) return Number.NaN;
  return negative ? -value : value;
}

/** Just past a comment starting at `at`: it runs to the end of its line. */
export function skipComment(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
  return i;
}

/** Past the whitespace and comments from `at`: where a reader's lexer starts its next token. */
export function skipSpace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length && (isWhitespace(bytes[i]!) || bytes[i] === 0x25)) {
    i = bytes[i] === 0x25 ? skipComment(bytes, i) : i + 1;
  }
  return i;
}

/** A hex digit's value, or -1 for any other byte. */
export function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * Every name the checks look at. Any other name reads as null: no string is built for the
 * millions of names a large document holds.
 */
const KNOWN_NAMES = [
  // what a document must not contain (pdf-findings.ts)
  "JavaScript",
  "JS",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "Launch",
  "RichMedia",
  "XFA",
  "GoToR",
  "GoToE",
  "SubmitForm",
  "ImportData",
  "Movie",
  "Sound",
  "Rendition",
  "FFilter",
  "FDecodeParms",
  "Encrypt",
  // what an action reaches (pdf-findings.ts)
  "S",
  "URI",
  "Base",
  "Thread",
  "F",
  // what pages and streams are (pdf-scan.ts, pdf-stream-kind.ts, pdf-objects.ts)
  "Type",
  "Page",
  "Subtype",
  "Image",
  "ObjStm",
  "First",
  "N",
  "Length",
  "Filter",
  "FlateDecode",
  "Fl",
  "DecodeParms",
  "DP",
  "Predictor",
] as const;
export type KnownName = (typeof KNOWN_NAMES)[number];

const MAX_KNOWN_LENGTH = Math.max(...KNOWN_NAMES.map((name) => name.length));

/** FNV-1a, 32 bits: known names are told apart by it (checked below), then compared in full. */
const hashStep = (hash: number, byte: number) => Math.imul(hash ^ byte, 0x01000193) >>> 0;
const FNV_OFFSET = 0x811c9dc5;

const knownByHash = new Map<number, KnownName>();
for (const name of KNOWN_NAMES) {
  let hash = FNV_OFFSET;
  for (let i = 0; i < name.length; i++) hash = hashStep(hash, name.charCodeAt(i));
  if (knownByHash.has(hash)) throw new Error(`known PDF names collide: ${name}`);
  knownByHash.set(hash, name);
}

const decoded = new Uint8Array(MAX_KNOWN_LENGTH);
const HASH = 0x23;

const hexAt = (bytes: Uint8Array, at: number) => (at < bytes.length ? hexValue(bytes[at]!) : -1);

/**
 * Reads name tokens. `read` answers the name if it is a known one, else null, and leaves `end`
 * just past the name. Its value is taken as poppler decodes it: `#` and two hex digits are one
 * byte (`/J#61vaScript` is JavaScript), and the value ends at a decoded NUL (`/JS#00` is JS;
 * pdf.js keeps the NUL, making a name nobody asks for). Nothing is allocated per name: a large
 * document holds millions of them.
 */
export class NameReader {
  end = 0;
  /**
   * Readers read the last name apart: it holds `#00`, or a `#` not followed by two hex digits.
   * After `#` and one digit poppler takes the next byte as the second, whatever it is.
   */
  malformed = false;
  /**
   * That byte ended the name for pdf.js (`/X#4(` is X#4 and a string) and poppler read on
   * (X@ and whatever follows the `(`): the two read the bytes after it otherwise.
   */
  splits = false;

  private length = 0;
  private hash = FNV_OFFSET;
  private ended = false;

  /**
   * The name starting at `at` (its `/`). `end` is where pdf.js ends it, at the first byte that
   * is not regular; with `asPoppler`, where poppler does.
   */
  read(bytes: Uint8Array, at: number, asPoppler = false): KnownName | null {
    this.length = 0;
    this.hash = FNV_OFFSET;
    this.ended = false;
    this.malformed = false;
    this.splits = false;
    let i = at + 1;
    let pdfjsEnd = -1;
    while (i < bytes.length && isRegular(bytes[i]!)) {
      const next = this.step(bytes, i);
      if (pdfjsEnd < 0 && next - i === 3 && !isRegular(bytes[next - 1]!)) {
        pdfjsEnd = next - 1;
        this.splits = true;
      }
      i = next;
      // Past pdf.js's end, poppler's value is read only as far as it can still be a known name.
      const settled = this.ended || this.length > MAX_KNOWN_LENGTH;
      if (pdfjsEnd >= 0 && !asPoppler && settled) break;
    }
    this.end = pdfjsEnd < 0 || asPoppler ? i : pdfjsEnd;
    return this.known();
  }

  /** Decodes the name's byte at `i` as poppler does; answers where the next one starts. */
  private step(bytes: Uint8Array, i: number): number {
    const byte = bytes[i]!;
    if (byte !== HASH) {
      this.append(byte);
      return i + 1;
    }
    const high = hexAt(bytes, i + 1);
    if (high < 0) {
      this.malformed = true;
      this.append(byte);
      return i + 1;
    }
    const low = hexAt(bytes, i + 2);
    const code = high * 16 + Math.max(low, 0);
    if (low < 0 || code === 0) this.malformed = true;
    this.append(code);
    return Math.min(i + 3, bytes.length);
  }

  private append(code: number) {
    if (this.ended) return;
    if (code === 0) {
      this.ended = true;
      return;
    }
    if (this.length < MAX_KNOWN_LENGTH) {
      decoded[this.length] = code;
      this.hash = hashStep(this.hash, code);
    }
    this.length++;
  }

  private known(): KnownName | null {
    const length = this.length;
    if (length > MAX_KNOWN_LENGTH) return null;
    const candidate = knownByHash.get(this.hash);
    if (candidate === undefined || candidate.length !== length) return null;
    for (let k = 0; k < length; k++) {
      if (candidate.charCodeAt(k) !== decoded[k]) return null;
    }
    return candidate;
  }
}

/** How far a plain loop looks for the next slash before asking Buffer.indexOf (a native call). */
const NEAR_BYTES = 32;

/** The position of the next `/` from `from`, or -1. */
export function nextSlash(bytes: Buffer, from: number): number {
  const near = Math.min(bytes.length, from + NEAR_BYTES);
  for (let i = from; i < near; i++) if (bytes[i] === SLASH) return i;
  return near === bytes.length ? -1 : bytes.indexOf(SLASH, near);
}
