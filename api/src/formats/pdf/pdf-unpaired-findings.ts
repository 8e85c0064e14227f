import type { PdfActivePart } from "@app/contract";
import { isWebTarget } from "./pdf-findings.ts";
import { hexStringStart, literalStringStart } from "./pdf-string.ts";
import { isRegular, type KnownName, numberValue, skipSpace, tokenEnd } from "./pdf-syntax.ts";

/*
 * What the name search (pdf-scan.ts) finds from a name and the bytes right after it, whatever
 * pairs keys and values around them: in stream data, in hidden objects and past stray values,
 * the walk's pairing of a dictionary and a reader's may differ, but a key's value is always the
 * token after it.
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

/** What a name (its last byte just before `end`) and the value after it say the bytes hold. */
export function activePartAfterName(
  name: KnownName,
  bytes: Uint8Array,
  end: number,
): PdfActivePart | undefined {
  if (name === "URI" && nonWebTargetAt(bytes, end)) return "otherLink";
  return undefined;
}
