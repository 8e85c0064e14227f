import { isDocument } from "@app/contract";
import { hashEtag } from "../lib/etag.ts";

/** An SVG opened on its own can run nothing and load nothing; inline styles still render. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * A PDF opened on its own runs in a sandbox: no scripts, forms, plugins or navigation of its
 * own, and it loads nothing from anywhere (inline styles and data: images for the viewer).
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The filename a browser offers when saving: ASCII letters, digits, `.`, `_` and `-` only. */
export const safeDownloadName = (filename: string) =>
  filename.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "") || "document.pdf";

/** For `?v=<current version>`: that URL's bytes never change. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** For the bare path (or an old version): the bytes change on replacement, so always revalidate. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Headers every response with image or PDF bytes carries, public or admin. */
export function imageContentHeaders(file: {
  contentType: string;
  sha256: string;
  filename: string;
}): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    ETag: hashEtag(file.sha256),
    "X-Content-Type-Options": "nosniff",
    ...(file.contentType === "image/svg+xml" && {
      "Content-Security-Policy": SVG_CONTENT_SECURITY_POLICY,
    }),
    ...(isDocument(file) && {
      "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
      "Content-Disposition": `inline; filename="${safeDownloadName(file.filename)}"`,
    }),
  };
}
