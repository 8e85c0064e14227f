import { createHash } from "node:crypto";

/** A strong ETag for a body: 160 bits of its SHA-256. */
export const sha256Etag = (body: Uint8Array | string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

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
