import { hexStringStart, literalStringStart, type StringStart } from "./pdf-string.ts";
import {
  isDelimiter,
  isWhitespace,
  type KnownName,
  NameReader,
  numberValue,
  skipComment,
  tokenEnd,
} from "./pdf-syntax.ts";

/** What the checks need to know of a dictionary's value: enough, never the whole object. */
export type PdfValue =
  | { kind: "name"; name: KnownName | null }
  | { kind: "number"; value: number }
  | { kind: "ref" }
  /** The first few names of an array (null for an unknown one), and how many it has. */
  | { kind: "array"; names: (KnownName | null)[]; count: number }
  | { kind: "dict"; entries: PdfDict }
  /** The start of a string's decoded value, and whether readers decode it apart (pdf-string.ts). */
  | { kind: "string"; start: Uint8Array; disputed: boolean }
  | { kind: "other" };
/** A string's value: what the checks read of it, not where it ended. */
const stringValue = ({ start, disputed }: StringStart): PdfValue => ({
  kind: "string",
  start,
  disputed,
});

/** A dictionary's entries under known keys (readName): the only ones anything asks for. */
export type PdfDict = Map<KnownName, PdfValue>;

export interface ObjectSyntaxVisitor {
  /** Every known name outside strings and comments, as a reader sees it. */
  name(name: KnownName): void;
  /** How many tokens the walk read since it last said: told every few kilobytes, and at its end. */
  tokens(count: number): void;
  /** Every dictionary, when it closes. */
  dict(entries: PdfDict): void;
  /**
   * A stream's dictionary and where its data lies; the walk goes on past `endstream`. When its
   * /Length does not settle where the data ends, `endstream` is where the first `endstream`
   * stands: a reader may read on past it (see streamBounds).
   */
  stream(
    dict: PdfDict,
    bodyStart: number,
    bodyEnd: number,
    endstream?: number,
  ): Promise<void> | undefined;
  /**
   * Inside a dictionary or array stands what honest documents never put there (a brace, a
   * stray `)`, `>`, `]` or `>>`, `obj`, `endobj`, a `[` or `<<` where a key is due, `>>` where a
   * value is): readers may pair the keys after it otherwise. Or readers read a name apart
   * (NameReader.malformed), or a dictionary holds a known key twice: poppler finds a key in a
   * dictionary of 32 entries or more by an unstable sort, so either value may be the one.
   */
  malformed(): void;
}

/** Containers nested deeper than this are refused: no real document comes near it. */
export const MAX_NESTING = 256;

export class PdfTooDeepError extends Error {
  constructor() {
    super("PDF objects nested too deeply");
  }
}

interface DictFrame {
  kind: "dict";
  entries: PdfDict;
  /** The key waiting for its value; UNKNOWN_KEY for a name nobody asks for. */
  key: KnownName | typeof UNKNOWN_KEY | null;
  /** The key that got the last value: `12 0 R` turns its number into a reference. */
  lastKey: KnownName | typeof UNKNOWN_KEY | null;
  /** It, or a container in it, holds a known key twice or a known key readers read apart. */
  doubtful: boolean;
}
interface ArrayFrame {
  kind: "array";
  names: (KnownName | null)[];
  count: number;
  doubtful: boolean;
}
type Frame = DictFrame | ArrayFrame;
interface Split {
  at: number;
  stack: Frame[];
}

const copyFrame = (frame: Frame): Frame =>
  frame.kind === "dict"
    ? { ...frame, entries: frame.entries === NO_ENTRIES ? NO_ENTRIES : new Map(frame.entries) }
    : { ...frame, names: [...frame.names] };

/** Enough of an array for a filter list; a huge array is not copied. */
const ARRAY_NAMES_KEPT = 8;

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const ENDSTREAM = ascii("endstream");
/** Stands for a key nobody asks for, so the dictionary's key/value order still holds. */
const UNKNOWN_KEY = 0;
/** Shared by every dictionary without known keys until it gets one: never written to. */
const NO_ENTRIES: PdfDict = new Map();
const OTHER: PdfValue = { kind: "other" };
const REF: PdfValue = { kind: "ref" };
const other = () => OTHER;
/** How far the walk goes between chances to give way to other work. */
const PACE_BYTES = 4 * 1024;

const KEYWORD_R = ascii("R");
const KEYWORD_STREAM = ascii("stream");
const KEYWORD_OBJ = ascii("obj");
const KEYWORD_ENDOBJ = ascii("endobj");

const isWord = (bytes: Uint8Array, at: number, end: number, word: Uint8Array) =>
  end - at === word.length && word.every((byte, i) => bytes[at + i] === byte);

/**
 * Where a stream's data starts, from just past `stream`: past the next end of line (CRLF, LF or
 * a lone CR), whatever stands before it, as poppler and pdf.js skip to the next line. `odd`:
 * something other than spaces stands there (`stream(`), which honest writers never write.
 */
function streamDataStart(bytes: Uint8Array, at: number): { start: number; odd: boolean } {
  let i = at;
  let odd = false;
  while (i < bytes.length && bytes[i] !== 0x0d && bytes[i] !== 0x0a) {
    if (bytes[i] !== 0x20 && bytes[i] !== 0x09) odd = true;
    i++;
  }
  if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) return { start: i + 2, odd };
  return { start: Math.min(i + 1, bytes.length), odd };
}

/**
 * Where a stream's data ends and where the walk resumes. A direct /Length is settled when
 * `endstream` stands right after it. Otherwise the walk takes the first `endstream`, as pdf.js
 * does, and says where it stands (`endstream`): a reader that resolves a reference, or that
 * looks for `endstream` from where a short length ends (poppler), may read on past it.
 */
function streamBounds(
  bytes: Buffer,
  bodyStart: number,
  dict: PdfDict,
): { bodyEnd: number; resumeAt: number; endstream?: number } {
  const length = dict.get("Length");
  if (length?.kind === "number" && Number.isInteger(length.value) && length.value >= 0) {
    const end = bodyStart + length.value;
    let at = end;
    while (at < bytes.length && at < end + 4 && isWhitespace(bytes[at]!)) at++;
    if (end <= bytes.length && bytes.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM)) {
      return { bodyEnd: end, resumeAt: at + ENDSTREAM.length };
    }
  }
  const found = bytes.indexOf(ENDSTREAM, bodyStart);
  // No `endstream` at all: nothing lies past the end for a reader to read on into.
  if (found < 0) return { bodyEnd: bytes.length, resumeAt: bytes.length };
  let bodyEnd = found;
  if (bytes[bodyEnd - 1] === 0x0a) bodyEnd--;
  if (bytes[bodyEnd - 1] === 0x0d) bodyEnd--;
  return {
    bodyEnd: Math.max(bodyStart, bodyEnd),
    resumeAt: found + ENDSTREAM.length,
    endstream: found,
  };
}

/** Just past the literal string opening at `at`: balanced parentheses, backslash escapes. */
function skipLiteralString(bytes: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x5c) i++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

const skipTo = (bytes: Buffer, at: number, byte: number) => {
  const found = bytes.indexOf(byte, at);
  return found < 0 ? bytes.length : found + 1;
};

export interface WalkOptions {
  /**
   * The parts of `data` to walk, [start, end), each on its own as readers parse each object of
   * an object stream; the whole by default. Positions handed to the visitor count from the
   * start of `data`.
   */
  regions?: Iterable<[number, number]>;
  /** Told where each `obj` keyword the walk read stands. */
  objectKeywords?: { add(at: number): void };
  /**
   * Stop at the next `obj` or `endobj` outside any dictionary or array: the walk starts just
   * past one object's `obj`. Where poppler reads a name of it otherwise than pdf.js
   * (NameReader.splits), the walk goes on as pdf.js reads it, then walks the rest again from
   * that name as poppler does.
   */
  oneObject?: boolean;
}

/**
 * Walks PDF object syntax (a whole file, or each object of an object stream) once, in linear
 * time: tokens, dictionaries and streams, as a reader parses them. Stream data is skipped and
 * handed to the visitor; strings and comments are skipped (a name inside them is no name).
 * A stream inside an object stream is a stream too: pdf.js reads it as one (poppler reads
 * `stream` there as a plain keyword, and the whole object stream is searched for names besides).
 * So is a dictionary followed by `stream` inside another dictionary or array, as poppler and
 * pdf.js read it (honest documents have none: it counts as malformed). Answers how many bytes
 * it read (twice over where poppler reads a hidden object apart).
 */
export async function walkObjectSyntax(
  data: Uint8Array,
  visitor: ObjectSyntaxVisitor,
  pace: () => Promise<void> | undefined,
  { regions = [[0, data.byteLength]], objectKeywords, oneObject = false }: WalkOptions = {},
): Promise<number> {
  const whole = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let stack: Frame[] = [];
  /** The dictionary that just closed: `stream` may follow it. */
  let streamDict: PdfDict | null = null;
  let streamDictDoubtful = false;
  let nextPause = 0;

  const names = new NameReader();
  /** Names are read as poppler reads them (the second walk of a hidden object). */
  let asPoppler = false;
  /** Where poppler first reads a hidden object's name otherwise than pdf.js, and what stood open there. */
  let split: Split | null = null;

  const top = () => stack[stack.length - 1];
  /**
   * A value ends: it belongs to the key waiting in the dictionary on top, if any. Answers
   * where to record it, or undefined when nobody asks for that key (then no value is made).
   */
  const settle = (): { entries: PdfDict; key: KnownName } | undefined => {
    const frame = top();
    if (frame?.kind !== "dict" || frame.key === null) return undefined;
    const key = frame.key;
    frame.lastKey = key;
    frame.key = null;
    if (key === UNKNOWN_KEY) return undefined;
    if (frame.entries === NO_ENTRIES) frame.entries = new Map();
    return { entries: frame.entries, key };
  };
  const complete = (value: () => PdfValue) => {
    const slot = settle();
    if (slot) slot.entries.set(slot.key, value());
  };
  // A hidden object's walk (oneObject) may start in random bytes (pixels, compressed data),
  // where such bytes are common: it only pairs them as readers do.
  const malformed = () => {
    if (!oneObject) visitor.malformed();
  };
  /**
   * Where a dictionary waits for a key, readers skip any other token alone, an opening `[` or
   * `<<` too: the keys after it are the dictionary's own.
   */
  const keyExpected = () => {
    const frame = top();
    return frame?.kind === "dict" && frame.key === null;
  };
  /**
   * A stray byte or keyword inside a container (a `]` or `>>` that closes nothing open, `>>`
   * where a value is due): readers take it as a value, or skip it where a key stands.
   */
  const strayValue = () => {
    const frame = top();
    if (!frame) return;
    malformed();
    if (frame.kind === "array") frame.count++;
    else complete(other);
  };
  const push = (frame: Frame) => {
    if (stack.length >= MAX_NESTING) throw new PdfTooDeepError();
    stack.push(frame);
  };
  /** A container closes: what is doubtful in it is doubtful in the one that holds it. */
  const pop = (frame: Frame) => {
    stack.pop();
    const holder = top();
    if (frame.doubtful && holder) holder.doubtful = true;
  };

  /** Tokens read since the visitor was last told. */
  let tokens = 0;
  const tellTokens = () => {
    visitor.tokens(tokens);
    tokens = 0;
  };

  /** Walks `bytes` from `from`; answers where the walk stopped. */
  const walk = async (bytes: Buffer, from: number): Promise<number> => {
    let at = from;
    while (at < bytes.length) {
      if (at >= nextPause) {
        tellTokens();
        await pace();
        nextPause = at + PACE_BYTES;
      }
      const byte = bytes[at]!;
      if (isWhitespace(byte)) {
        at++;
        continue;
      }
      if (byte === 0x25) {
        at = skipComment(bytes, at);
        continue;
      }
      tokens++;
      const closedDict = streamDict;
      const closedDoubtful = streamDictDoubtful;
      streamDict = null;
      if (byte === 0x2f) {
        const name = names.read(bytes, at, asPoppler);
        if (names.splits && oneObject && !asPoppler && split === null) {
          split = { at, stack: stack.map(copyFrame) };
        }
        at = names.end;
        if (names.malformed) malformed();
        if (name !== null) visitor.name(name);
        const frame = top();
        if (frame?.kind === "array") {
          if (frame.count++ < ARRAY_NAMES_KEPT) frame.names.push(name);
        } else if (frame?.kind === "dict" && frame.key === null) {
          // Which value readers take for such a key is not known.
          if (name !== null && (names.malformed || frame.entries.has(name))) {
            malformed();
            frame.doubtful = true;
          }
          frame.key = name ?? UNKNOWN_KEY;
        } else {
          complete(() => ({ kind: "name", name }));
        }
      } else if (byte === 0x28) {
        const opening = at;
        at = skipLiteralString(bytes, at);
        complete(() => stringValue(literalStringStart(bytes, opening)));
      } else if (byte === 0x3c && bytes[at + 1] === 0x3c) {
        at += 2;
        if (keyExpected()) malformed();
        else push({ kind: "dict", entries: NO_ENTRIES, key: null, lastKey: null, doubtful: false });
      } else if (byte === 0x3c) {
        const opening = at;
        at = skipTo(bytes, at + 1, 0x3e);
        complete(() => stringValue(hexStringStart(bytes, opening)));
      } else if (byte === 0x3e && bytes[at + 1] === 0x3e) {
        at += 2;
        const frame = top();
        if (frame?.kind !== "dict" || frame.key !== null) {
          strayValue();
          continue;
        }
        pop(frame);
        visitor.dict(frame.entries);
        complete(() => ({ kind: "dict", entries: frame.entries }));
        streamDict = frame.entries;
        streamDictDoubtful = frame.doubtful;
      } else if (byte === 0x5b) {
        at++;
        if (keyExpected()) malformed();
        else push({ kind: "array", names: [], count: 0, doubtful: false });
      } else if (byte === 0x5d) {
        at++;
        const frame = top();
        if (frame?.kind !== "array") {
          strayValue();
          continue;
        }
        pop(frame);
        complete(() => ({ kind: "array", names: frame.names, count: frame.count }));
      } else if (isDelimiter(byte)) {
        at++; // a stray ) > { or }
        strayValue();
      } else {
        const end = tokenEnd(bytes, at);
        const word = at;
        at = end;
        const value = numberValue(bytes, word, end);
        if (!Number.isNaN(value)) {
          complete(() => ({ kind: "number", value }));
        } else if (isWord(bytes, word, end, KEYWORD_R)) {
          const frame = top();
          if (frame?.kind === "dict" && frame.key === null && frame.lastKey !== null) {
            // The number just recorded for lastKey was the object number of a reference.
            if (frame.lastKey !== UNKNOWN_KEY) frame.entries.set(frame.lastKey, REF);
          }
        } else if (isWord(bytes, word, end, KEYWORD_STREAM) && closedDict) {
          // Readers take a stream inside a dictionary or array too (a value), and skip its data.
          if (stack.length > 0) malformed();
          // What the stream is, and so whether its data hides objects, is not known: even where
          // the walk starts in random bytes (oneObject), `stream` after a dictionary is no chance.
          const { start: bodyStart, odd } = streamDataStart(bytes, at);
          if (closedDoubtful) visitor.malformed();
          // Where the walk starts in random bytes (page text quoting `4 0 obj << >> stream`),
          // data read as readers read it is all that matters.
          if (odd) malformed();
          const { bodyEnd, resumeAt, endstream } = streamBounds(bytes, bodyStart, closedDict);
          await visitor.stream(closedDict, bodyStart, bodyEnd, endstream);
          at = resumeAt;
        } else if (
          oneObject &&
          stack.length > 0 &&
          (isWord(bytes, word, end, KEYWORD_OBJ) || isWord(bytes, word, end, KEYWORD_ENDOBJ))
        ) {
          // A hidden object ends only where its value does: inside a dictionary or array,
          // readers take the keyword as a value and read on.
          strayValue();
        } else if (
          isWord(bytes, word, end, KEYWORD_OBJ) ||
          isWord(bytes, word, end, KEYWORD_ENDOBJ)
        ) {
          if (oneObject) return word;
          if (objectKeywords && end - word === KEYWORD_OBJ.length) objectKeywords.add(word);
          if (stack.length > 0) malformed();
          // Readers parse each object on its own: an unclosed one does not swallow the next.
          stack.length = 0;
        } else if (
          isWord(bytes, word, end, KEYWORD_STREAM) ||
          isWord(bytes, word, end, ENDSTREAM)
        ) {
          strayValue();
        } else {
          complete(other);
        }
      }
    }
    return at;
  };

  let read = 0;
  for (const [from, to] of regions) {
    // Everything walked stops at `to`: nothing of the next region is read as part of this one.
    const bytes = to === whole.length ? whole : whole.subarray(0, to);
    stack = [];
    streamDict = null;
    read += (await walk(bytes, from)) - from;
  }
  // Set by walk(): TypeScript does not see it.
  const popplerFrom = split as Split | null;
  if (popplerFrom) {
    // A hidden object, as poppler reads it from where it reads a name otherwise than pdf.js.
    stack = popplerFrom.stack;
    const from = popplerFrom.at;
    asPoppler = true;
    streamDict = null;
    nextPause = 0;
    read += (await walk(whole, from)) - from;
  }
  tellTokens();
  return read;
}
