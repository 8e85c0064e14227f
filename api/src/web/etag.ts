import { createHash } from "node:crypto";

/** A strong ETag for a body: 160 bits of its SHA-256. */
export const sha256Etag = (body: Uint8Array | string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether If-None-Match names this ETag (a weak form of it counts too). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) ?? false;
