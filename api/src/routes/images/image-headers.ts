/** An SVG opened on its own can run nothing and load nothing; inline styles still render. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** For `?v=<current version>`: that URL's bytes never change. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** For the bare path (or an old version): the bytes change on replacement, so always revalidate. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

export const etagFor = (sha256: string) => `"${sha256}"`;

/** Headers every response with image bytes carries, public or admin. */
export function imageContentHeaders(file: {
  contentType: string;
  sha256: string;
}): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    ETag: etagFor(file.sha256),
    "X-Content-Type-Options": "nosniff",
    ...(file.contentType === "image/svg+xml" && {
      "Content-Security-Policy": SVG_CONTENT_SECURITY_POLICY,
    }),
  };
}

/** If-None-Match against our strong ETag, with the weak comparison RFC 9110 prescribes for it. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  for (const candidate of ifNoneMatch.split(",")) {
    const tag = candidate.trim();
    if (tag === "*" || tag === etag || (tag.startsWith("W/") && tag.slice(2) === etag)) return true;
  }
  return false;
}
