import {
  isRegular,
  isWhitespace,
  NameReader,
  numberValue,
  skipSpace,
  tokenEnd,
} from "./pdf-syntax.ts";

/*
 * Thread actions read from their bytes alone, whatever pairs keys and values around them
 * (pdf-unpaired-findings.ts): each from the nearest `<<` before its `/S`, and only when plainly
 * written, so that a reader cannot read those bytes otherwise. Honest thread actions are short
 * and plain (`<< /S /Thread /D 12 0 R /B 13 0 R >>`, a title string as /D).
 */

/** What a thread action's dictionary says; "unreadable" when it is not plainly written. */
export type ThreadVerdict = "otherFile" | "unreadable" | undefined;

/** How far around an /S its dictionary is read: honest thread actions are far shorter. */
const DICT_BYTES = 4096;
/** How far back the line holding the dictionary's `<<` is looked at for a comment. */
const LINE_BYTES = 64 * 1024;
/** More thread actions than this in one document: no honest one has them. */
const MAX_THREAD_ACTIONS = 1024;
/** How many `<<` before an /S may open the dictionary that holds it (a /F dictionary before). */
const MAX_OPENINGS = 8;
/** How deep values nest in a plainly written action (/Next, an array). */
const MAX_DEPTH = 8;

const DICT_OPEN = Buffer.from("<<", "latin1");
/** Keywords after which a reader reads bytes as data (an inline image, a stream), not tokens. */
const DATA_KEYWORDS = ["BI", "ID", "EI", "stream", "endstream"].map((word) =>
  Buffer.from(word, "latin1"),
);
const SLASH = 0x2f;
const LESS = 0x3c;
const GREATER = 0x3e;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const BACKSLASH = 0x5c;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const PERCENT = 0x25;

/** Past the whitespace from `at`: no comment stands in a plain dictionary. */
function skipWhitespace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length && isWhitespace(bytes[i]!)) i++;
  return i;
}

/** What the bytes from a position hold, and how far they were read to tell. */
export interface ReadAhead {
  /** Just past what was read: a reference's `R`, or the end of the value. */
  end: number;
  /** The furthest byte looked at, plus one. */
  reached: number;
}

/**
 * Where the reference (`12 0 R`, `12 0R`) starting at `at` ends (`end`, -1 when there is none);
 * `skip` passes what may stand between its tokens.
 */
function readReference(
  bytes: Uint8Array,
  at: number,
  skip: (bytes: Uint8Array, at: number) => number,
): ReadAhead {
  let i = at;
  for (let k = 0; k < 2; k++) {
    if (i >= bytes.length || !isRegular(bytes[i]!)) return { end: -1, reached: i };
    const end = tokenEnd(bytes, i);
    if (!Number.isInteger(numberValue(bytes, i, end))) return { end: -1, reached: end };
    i = skip(bytes, end);
  }
  if (i >= bytes.length || !isRegular(bytes[i]!)) return { end: -1, reached: i };
  const end = tokenEnd(bytes, i);
  return { end: bytes[i] === 0x52 && end === i + 1 ? end : -1, reached: end };
}

/**
 * Whether the value at `at` (an /S's) makes a thread action (`end` >= 0): the name /Thread, or
 * a reference, which a reader resolves to what no check here sees. `plain`: only whitespace
 * between tokens.
 */
export function threadKindAt(
  bytes: Uint8Array,
  at: number,
  names: NameReader,
  plain = false,
): ReadAhead {
  if (bytes[at] === SLASH) {
    const thread = names.read(bytes, at) === "Thread";
    return { end: thread ? names.end : -1, reached: names.end };
  }
  return readReference(bytes, at, plain ? skipWhitespace : skipSpace);
}

/**
 * Reads a plainly written dictionary: names as keys (none that readers read apart, see
 * NameReader.malformed); as values names, numbers, references,
 * keywords (readers take `endobj` there as a value and read on), strings without angle
 * brackets or parentheses (but escaped ones), and arrays or dictionaries of the same. Where anything else
 * stands (a comment, a hex string, a stray byte, a keyword after which readers read data: an
 * inline image, a stream), a reader may take the bytes otherwise, and the dictionary is not
 * plain.
 */
class PlainDictionary {
  /** Some dictionary in it is a thread action (its /S a /Thread or a reference) with a file. */
  threadIntoFile = false;
  private readonly names = new NameReader();
  private readonly bytes: Buffer;

  constructor(bytes: Buffer, limit: number) {
    this.bytes = bytes.subarray(0, limit);
  }

  /** Just past the dictionary opening at `at`, or -1 when it is not plainly written. */
  read(at: number): number {
    return this.dict(at, 0);
  }

  private space(at: number): number {
    return skipWhitespace(this.bytes, at);
  }

  private dict(at: number, depth: number): number {
    const bytes = this.bytes;
    let thread = false;
    let file = false;
    let i = this.space(at + DICT_OPEN.length);
    while (i < bytes.length) {
      if (bytes[i] === GREATER && bytes[i + 1] === GREATER) {
        if (thread && file) this.threadIntoFile = true;
        return i + 2;
      }
      if (bytes[i] !== SLASH) return -1;
      const key = this.names.read(bytes, i);
      if (this.names.malformed) return -1;
      const valueAt = this.space(this.names.end);
      if (key === "F") file = true;
      // Of a repeated /S, poppler may take either (an unstable sort): any thread counts.
      if (key === "S") thread ||= threadKindAt(bytes, valueAt, this.names, true).end >= 0;
      const end = this.value(valueAt, depth);
      if (end < 0) return -1;
      i = this.space(end);
    }
    return -1;
  }

  private value(at: number, depth: number): number {
    const bytes = this.bytes;
    if (at >= bytes.length || depth >= MAX_DEPTH) return -1;
    const byte = bytes[at]!;
    if (byte === SLASH) {
      this.names.read(bytes, at);
      return this.names.malformed ? -1 : this.names.end;
    }
    if (byte === LESS) return bytes[at + 1] === LESS ? this.dict(at, depth + 1) : -1;
    if (byte === OPEN_BRACKET) return this.array(at, depth + 1);
    if (byte === OPEN_PAREN) return this.string(at);
    if (!isRegular(byte)) return -1;
    const reference = readReference(bytes, at, skipWhitespace).end;
    if (reference >= 0) return reference;
    const end = tokenEnd(bytes, at);
    const word = bytes.subarray(at, end);
    return DATA_KEYWORDS.some((keyword) => keyword.equals(word)) ? -1 : end;
  }

  private array(at: number, depth: number): number {
    const bytes = this.bytes;
    let i = this.space(at + 1);
    while (i < bytes.length && bytes[i] !== CLOSE_BRACKET) {
      const end = this.value(i, depth);
      if (end < 0) return -1;
      i = this.space(end);
    }
    return i < bytes.length ? i + 1 : -1;
  }

  private string(at: number): number {
    const bytes = this.bytes;
    for (let i = at + 1; i < bytes.length; i++) {
      let byte = bytes[i]!;
      const escaped = byte === BACKSLASH;
      if (escaped) byte = bytes[++i] ?? 0;
      // An angle bracket, escaped or not, may close a hex string a reader reads the `<<` in.
      if (byte === LESS || byte === GREATER) return -1;
      if (escaped) continue;
      if (byte === CLOSE_PAREN) return i + 1;
      if (byte === OPEN_PAREN) return -1;
    }
    return -1;
  }
}

/**
 * Judges the thread actions (`/S /Thread`, or an /S written as a reference) that the name search
 * finds, each by the dictionary that holds it: a file (/F) beside such an /S makes a link into
 * another file. A dictionary read covers the thread actions inside it; past a thousand thread
 * actions the document counts as unreadable.
 */
export class ThreadActions {
  private bytes: Buffer | undefined;
  private readUpTo = -1;
  private count = 0;

  /** The thread action whose `/S` stands at `at` in `bytes`. */
  judge(bytes: Buffer, at: number): ThreadVerdict {
    if (bytes !== this.bytes) {
      this.bytes = bytes;
      this.readUpTo = -1;
    }
    if (at < this.readUpTo) return undefined;
    if (++this.count > MAX_THREAD_ACTIONS) return "unreadable";
    const holding = holdingDictionary(bytes, at);
    if (!holding) return "unreadable";
    this.readUpTo = holding.end;
    return holding.dict.threadIntoFile ? "otherFile" : undefined;
  }
}

/**
 * The plainly written dictionary that holds `at`, read from the nearest `<<` before it whose
 * dictionary does not end before it (a /F dictionary may stand before the /S); undefined when
 * there is none, or one of them is not plainly written.
 */
function holdingDictionary(
  bytes: Buffer,
  at: number,
): { dict: PlainDictionary; end: number } | undefined {
  const from = Math.max(0, at - DICT_BYTES);
  const window = bytes.subarray(from, at);
  let opening = window.length;
  for (let k = 0; k < MAX_OPENINGS; k++) {
    opening = opening > 0 ? window.lastIndexOf(DICT_OPEN, opening - 1) : -1;
    if (opening < 0 || commentMayHold(bytes, from + opening)) return undefined;
    const dict = new PlainDictionary(bytes, Math.min(bytes.length, at + DICT_BYTES));
    const end = dict.read(from + opening);
    if (end < 0) return undefined;
    if (end > at) return { dict, end };
  }
  return undefined;
}

/**
 * Whether a `%` stands on the line before `at`: the `<<` there may lie in a comment, and the
 * dictionary a reader parses start before it. A line too long to look back on counts as one.
 */
function commentMayHold(bytes: Uint8Array, at: number): boolean {
  const from = Math.max(0, at - LINE_BYTES);
  for (let i = at - 1; i >= from; i--) {
    const byte = bytes[i]!;
    if (byte === LINE_FEED || byte === CARRIAGE_RETURN) return false;
    if (byte === PERCENT) return true;
  }
  return from > 0;
}
