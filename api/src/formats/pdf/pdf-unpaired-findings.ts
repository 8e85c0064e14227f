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
import { isThreadKindAt, ThreadActions } from "./pdf-thread-action.ts";

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

/**
 * Whether the value after a `/URI` (from `at`, just past the name) is a link target other than
 * a web page or e-mail address. A literal or hex string is judged by its decoded start; a number
 * (a reference starts with one) or an array is a target not written out, refused as the walk
 * refuses it. Anything else is no target readers open: a dictionary (the catalog's
 * `/URI << /Base ... >>`), a name (`/S /URI`, then the next key), `>>` (`/S /URI >>`), a keyword
 * (`/URI endobj`, an /S written as a reference) or the end of the bytes.
 */
export function nonWebTargetAt(bytes: Uint8Array, at: number): boolean {
  const start = skipSpace(bytes, at);
  if (start >= bytes.length) return false;
  const byte = bytes[start]!;
  if (byte === OPEN_PAREN) return !isWebTarget(literalStringStart(bytes, start));
  if (byte === LESS) return bytes[start + 1] !== LESS && !isWebTarget(hexStringStart(bytes, start));
  if (byte === OPEN_BRACKET) return true;
  return isRegular(byte) && !Number.isNaN(numberValue(bytes, start, tokenEnd(bytes, start)));
}

/** What the name search learns beside the names themselves. */
export type UnpairedFinding = PdfActivePart | "unreadable" | undefined;

/** Judges names by the value after them, for one scan (pdf-scan.ts). */
export class UnpairedFindings {
  private readonly threads = new ThreadActions();
  private readonly names = new NameReader();

  /** What the name `name`, from `at` to just before `end` in `bytes`, and its value say. */
  after(name: KnownName, bytes: Buffer, at: number, end: number): UnpairedFinding {
    if (name === "URI") return nonWebTargetAt(bytes, end) ? "otherLink" : undefined;
    if (name === "S" && isThreadKindAt(bytes, skipSpace(bytes, end), this.names)) {
      return this.threads.judge(bytes, at);
    }
    return undefined;
  }
}
