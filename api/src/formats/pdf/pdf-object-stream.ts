import type { PdfDict } from "./pdf-objects.ts";
import { isRegular, numberValue, skipSpace, tokenEnd } from "./pdf-syntax.ts";

/*
 * Where the objects of an object stream stand, as readers take them (pdf.js, poppler): the
 * stream starts with /N pairs of whole numbers, an object's number and its offset from /First,
 * and each object runs from its offset to the next one's, the last to the end. Each is parsed
 * from there on its own, whatever a walk from the start of the stream would make of the bytes
 * before it (a string, a comment).
 */

/** One object's bytes in the inflated stream: [start, end). */
export type ObjectRegion = [number, number];

/** How many header numbers are read between chances to give way to other work. */
const PACE_NUMBERS = 4096;

/** The header's tokens as readers' lexers take them, whole numbers or not. */
class HeaderNumbers {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The next token's value when it is a whole number; NaN for anything else or past the end. */
  next(): number {
    const bytes = this.bytes;
    const at = skipSpace(bytes, this.at);
    if (at >= bytes.length || !isRegular(bytes[at]!)) {
      this.at = bytes.length;
      return Number.NaN;
    }
    this.at = tokenEnd(bytes, at);
    const value = numberValue(bytes, at, this.at);
    return Number.isInteger(value) ? value : Number.NaN;
  }
}

/**
 * Whether readers place the objects where the check does: the header is `count` pairs of whole
 * numbers, the first offset 0 (poppler starts the objects there, pdf.js at /First), offsets
 * never going back (poppler gives up on the stream). Anything else (`5+`, which readers' lexers
 * read as 5) is not told apart here.
 */
async function headerAgreed(
  content: Uint8Array,
  count: number,
  pace: () => Promise<void> | undefined,
): Promise<boolean> {
  const numbers = new HeaderNumbers(content);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    if (i % PACE_NUMBERS === 0) await pace();
    if (Number.isNaN(numbers.next())) return false;
    const offset = numbers.next();
    if (i === 0 ? offset !== 0 : !(offset >= previous)) return false;
    previous = offset;
  }
  return true;
}

function* regions(content: Uint8Array, first: number, count: number): Generator<ObjectRegion> {
  const numbers = new HeaderNumbers(content);
  const position = (offset: number) => Math.min(content.length, Math.max(0, first + offset));
  let start = 0;
  for (let i = 0; i < count; i++) {
    numbers.next();
    const next = position(numbers.next());
    if (i > 0) yield [start, next];
    start = next;
  }
  if (count > 0) yield [start, content.length];
}

const wholeNumber = (dict: PdfDict, key: "First" | "N") => {
  const value = dict.get(key);
  return value?.kind === "number" && Number.isInteger(value.value) ? value.value : undefined;
};

/** How many objects an object stream's dictionary says it holds (/N); 0 when it says none. */
export const objectCount = (dict: PdfDict) => Math.max(0, wholeNumber(dict, "N") ?? 0);

/**
 * The objects of an object stream, as readers find them; null when that cannot be told: /First
 * or /N is a reference (what a reader resolves it to is not known here), or the header is not
 * one readers agree on (headerAgreed). Without /First or /N readers can use no object of it:
 * the whole stream is one region, where nothing is resolved, and walking it costs no more.
 */
export async function objectRegions(
  dict: PdfDict,
  content: Uint8Array,
  pace: () => Promise<void> | undefined,
): Promise<Iterable<ObjectRegion> | null> {
  if (dict.get("First")?.kind === "ref" || dict.get("N")?.kind === "ref") return null;
  const first = wholeNumber(dict, "First");
  const count = wholeNumber(dict, "N");
  if (first === undefined || count === undefined || count < 0) return [[0, content.length]];
  return (await headerAgreed(content, count, pace)) ? regions(content, first, count) : null;
}
