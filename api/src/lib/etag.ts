import { createHash } from "node:crypto";
import type { ContentCoding } from "./content-coding.ts";

/**
 * The one place ETags are made and compared: every route builds its validators here and
 * answers If-None-Match with matchesEtag.
 */

/** A strong ETag for a body: 160 bits of its SHA-256. */
export const sha256Etag = (body: Uint8Array | string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** A strong ETag from a content hash already stored (a file's SHA-256 in hex). */
export const hashEtag = (hash: string) => `"${hash}"`;

/** A coding's ETag: the plain ETag with the coding appended, so each representation has its own. */
export function codingEtag(etag: string, coding: ContentCoding): string {
  return coding === "identity" ? etag : `${etag.slice(0, -1)}.${coding}"`;
}

/**
 * Whether If-None-Match names this ETag, with the weak comparison RFC 9110 prescribes for it
 * (a `W/` form counts too); `*` matches any current representation.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  for (const candidate of ifNoneMatch.split(",")) {
    const tag = candidate.trim();
    if (tag === "*" || tag === etag || (tag.startsWith("W/") && tag.slice(2) === etag)) return true;
  }
  return false;
}
