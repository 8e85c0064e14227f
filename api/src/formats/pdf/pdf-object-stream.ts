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

/**
 * The most objects one object stream may hold. Writers put about a hundred in each; the
 * checks' heaviest test document holds 370,000 in one. Past a million, a small stream whose
 * header names millions of objects costs seconds to walk, region by region.
 */
export const MAX_OBJECT_STREAM_OBJECTS = 1_000_000;

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
 * How readers take the header: "unusable" when they give up on the whole stream (it does not
 * start with `count` pairs of whole numbers, offsets never going back); "disputed" when they
 * place its objects apart (the first offset is not 0: poppler starts there, pdf.js at /First).
 */
async function headerReading(
  content: Uint8Array,
  count: number,
  pace: () => Promise<void> | undefined,
): Promise<"agreed" | "unusable" | "disputed"> {
  const numbers = new HeaderNumbers(content);
  let previous = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    if (i % PACE_NUMBERS === 0) await pace();
    if (Number.isNaN(numbers.next())) return "unusable";
    const offset = numbers.next();
    if (!(offset >= previous)) return "unusable";
    if (i === 0 && offset !== 0) return "disputed";
    previous = offset;
  }
  return "agreed";
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

/**
 * The objects of an object stream, as readers find them; null when that cannot be told: /First
 * or /N is a reference (what a reader resolves it to is not known here), readers place the
 * objects apart, or /N is over MAX_OBJECT_STREAM_OBJECTS. When readers can use no object of it
 * (no /First or /N, a header they give up on), the whole stream is one region: nothing in it is
 * resolved, and walking it costs no more.
 */
export async function objectRegions(
  dict: PdfDict,
  content: Uint8Array,
  pace: () => Promise<void> | undefined,
): Promise<Iterable<ObjectRegion> | null> {
  if (dict.get("First")?.kind === "ref" || dict.get("N")?.kind === "ref") return null;
  const first = wholeNumber(dict, "First");
  const count = wholeNumber(dict, "N");
  const whole: ObjectRegion[] = [[0, content.length]];
  if (first === undefined || count === undefined || count < 0) return whole;
  if (count > MAX_OBJECT_STREAM_OBJECTS) return null;
  const reading = await headerReading(content, count, pace);
  if (reading === "disputed") return null;
  return reading === "agreed" ? regions(content, first, count) : whole;
}
