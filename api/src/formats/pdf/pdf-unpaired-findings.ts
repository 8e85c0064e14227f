import type { PdfActivePart } from "@app/contract";
import { isWebTarget } from "./pdf-findings.ts";
import { hexStringStart, literalStringStart } from "./pdf-string.ts";
import type { KnownName } from "./pdf-syntax.ts";
import { skipSpace } from "./pdf-syntax.ts";

/*
 * What the name search (pdf-scan.ts) finds from a name and the bytes right after it, whatever
 * pairs keys and values around them: in stream data, in hidden objects and past stray values,
 * the walk's pairing of a dictionary and a reader's may differ, but a key's value is always the
 * token after it.
 */

const OPEN_PAREN = 0x28;
const SLASH = 0x2f;
const LESS = 0x3c;
const GREATER = 0x3e;

/**
 * Whether the value after a `/URI` (from `at`, just past the name) is a link target other than
 * a web page or e-mail address. A literal or hex string is judged by its decoded start; a
 * dictionary (the catalog's `/URI << /Base ... >>`), a name (`/S /URI`, then the next key), a
 * `>>` (`/S /URI >>`) or the end of the bytes is no target; anything else (a reference, a number,
 * an array, a keyword) is a target not written out, refused as the walk refuses it.
 */
export function nonWebTargetAt(bytes: Uint8Array, at: number): boolean {
  const start = skipSpace(bytes, at);
  if (start >= bytes.length) return false;
  const byte = bytes[start];
  if (byte === OPEN_PAREN) return !isWebTarget(literalStringStart(bytes, start));
  if (byte === LESS) return bytes[start + 1] !== LESS && !isWebTarget(hexStringStart(bytes, start));
  if (byte === SLASH) return false;
  return !(byte === GREATER && bytes[start + 1] === GREATER);
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
