import type { PdfActivePart } from "@app/contract";
import { isWebTarget } from "./pdf-findings.ts";
import { hexStringStart, literalStringStart } from "./pdf-string.ts";
import {
  isRegular,
  type KnownName,
  NameReader,
  numberValue,
  skipSpace,
  tokenEnd,
} from "./pdf-syntax.ts";
import { type ReadAhead, ThreadActions, threadKindAt } from "./pdf-thread-action.ts";

/*
 * What the name search (pdf-scan.ts) finds from a name and the bytes right after it, whatever
 * pairs keys and values around them: in stream data, in hidden objects and past stray values,
 * the walk's pairing of a dictionary and a reader's may differ, but a key's value is always the
 * token after it. A link's target is judged here; a thread action by its own dictionary
 * (pdf-thread-action.ts).
 */

const OPEN_PAREN = 0x28;
const LESS = 0x3c;
const OPEN_BRACKET = 0x5b;

/** How far past a name its value is looked for: an honest one stands within a few bytes. */
export const LOOKAHEAD_BYTES = 4096;
/**
 * What the lookaheads of one scan may read in all: this many times the bytes searched, and the
 * slack. Lookaheads from names close together read the same bytes again (`/URI <` over and
 * over); an honest document reads a few dozen bytes a link.
 */
const LOOKAHEAD_PER_BYTE = 4;
const LOOKAHEAD_SLACK_BYTES = 1024 * 1024;

/**
 * Whether the value after a `/URI` (from `at`, just past the name) is a link target other than
 * a web page or e-mail address (`end` >= 0). A literal or hex string is judged by its decoded
 * start; a number (a reference starts with one) or an array is a target not written out,
 * refused as the walk refuses it. Anything else is no target readers open: a dictionary (the
 * catalog's `/URI << /Base ... >>`), a name (`/S /URI`, then the next key), `>>` (`/S /URI >>`),
 * a keyword (`/URI endobj`, an /S written as a reference) or the end of the bytes.
 */
export function nonWebTargetAt(bytes: Uint8Array, at: number): ReadAhead {
  const start = skipSpace(bytes, at);
  const byte = bytes[start];
  const judged = (nonWeb: boolean, end: number) => ({ end: nonWeb ? end : -1, reached: end });
  if (byte === OPEN_PAREN) {
    const target = literalStringStart(bytes, start);
    return judged(!isWebTarget(target), target.end);
  }
  if (byte === LESS && bytes[start + 1] !== LESS) {
    const target = hexStringStart(bytes, start);
    return judged(!isWebTarget(target), target.end);
  }
  if (byte === OPEN_BRACKET) return judged(true, start + 1);
  if (byte === undefined || !isRegular(byte)) return judged(false, start + 1);
  const end = tokenEnd(bytes, start);
  return judged(!Number.isNaN(numberValue(bytes, start, end)), end);
}

/** What the name search learns beside the names themselves. */
export type UnpairedFinding = PdfActivePart | "unreadable" | undefined;

/**
 * Judges names by the value after them, for one scan (pdf-scan.ts). A value not told within
 * LOOKAHEAD_BYTES, or past the scan's budget for lookaheads, makes the document unreadable.
 */
export class UnpairedFindings {
  private readonly threads = new ThreadActions();
  private readonly names = new NameReader();
  private budget = LOOKAHEAD_SLACK_BYTES;
  private searched: Uint8Array | undefined;

  /** What the name `name`, from `at` to just before `end` in `bytes`, and its value say. */
  after(name: KnownName, bytes: Buffer, at: number, end: number): UnpairedFinding {
    if (name !== "URI" && name !== "S") return undefined;
    if (bytes !== this.searched) {
      this.searched = bytes;
      this.budget += LOOKAHEAD_PER_BYTE * bytes.length;
    }
    if (this.budget < 0) return "unreadable";
    const limit = Math.min(bytes.length, end + LOOKAHEAD_BYTES);
    const window = bytes.subarray(0, limit);
    const value =
      name === "URI"
        ? nonWebTargetAt(window, end)
        : threadKindAt(window, skipSpace(window, end), this.names);
    this.budget -= value.reached - end;
    if (this.budget < 0 || (value.reached >= limit && limit < bytes.length)) return "unreadable";
    if (value.end < 0) return undefined;
    return name === "URI" ? "otherLink" : this.threads.judge(bytes, at);
  }
}
