import { apiErrorMessages, isDocument } from "@app/contract";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { acceptedImageFormat } from "../lib/accepted-image-format.ts";
import { type DependencyKey, fileKey } from "../lib/change-keys.ts";
import { matchesEtag } from "../lib/etag.ts";
import { markHotCacheable } from "../lib/hot-cache.ts";
import { rawIsCanonical } from "../lib/path-spelling.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import type { CachedImage, ResponseHeaders } from "./image-cache.ts";
import { chooseRendition, requestedWidth } from "./rendition-choice.ts";

export type FileKind = "image" | "document";

/** The request's query string as sent, with its `?` ("" when none). */
function queryOf(c: Context<AppEnv>): string {
  const url = c.req.url;
  const queryAt = url.indexOf("?");
  return queryAt < 0 ? "" : url.slice(queryAt);
}

/**
 * A body and its headers, 304 when the browser already holds that body. `hot`: the hot cache
 * may keep the answer and replay it until what it names changes (see markHotCacheable).
 */
function answer(
  c: Context<AppEnv>,
  etag: string,
  headers: ResponseHeaders,
  bytes: Uint8Array,
  hot?: readonly DependencyKey[],
): Response {
  if (matchesEtag(c.req.header("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers: headers.notModified });
  }
  if (hot) {
    markHotCacheable(c, hot);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers.ok);
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: headers.ok });
}

/**
 * `?w=<width>` of a raster image: the rendition in the best format the browser's Accept
 * allows, or the original while renditions are still being made (never an error). The hot
 * cache keys answers by the format the Accept header picks, so it may replay a rendition of
 * a page's own srcset URL (`?v=<current>&w=<a rendition's width>`), nothing else.
 */
function serveWidth(
  c: Context<AppEnv>,
  filename: string,
  entry: CachedImage,
  width: number,
  current: boolean,
  spelledCanonically: boolean,
) {
  const format = acceptedImageFormat(c.req.header("accept"));
  const rendition = format && chooseRendition(entry, format, width);
  if (rendition) {
    const headers = current ? rendition.versioned : rendition.unversioned;
    const inSrcset = entry.renditions.some((candidate) => candidate.width === width);
    const hot =
      spelledCanonically && current && inSrcset && queryOf(c) === `?v=${entry.version}&w=${width}`;
    return answer(
      c,
      rendition.etag,
      headers,
      rendition.bytes,
      hot ? [fileKey(filename)] : undefined,
    );
  }
  const { original } = entry;
  const headers = current && !original.isPending ? original.versioned : original.unversioned;
  return answer(c, entry.etag, headers, entry.bytes);
}

/** One stored file from the cache, under its own kind's path (/images or /pdfs). */
export function serveCached(
  c: Context<AppEnv>,
  filename: string,
  entry: CachedImage | null,
  kind: FileKind,
): Response {
  // Each kind answers only under its own path: /images never serves a PDF, /pdfs no image.
  if (!entry || isDocument(entry) !== (kind === "document")) {
    return c.json({ error: apiErrorMessages.notFound }, 404);
  }
  const query = queryOf(c);
  const current = c.req.query("v") === entry.version;
  const width = requestedWidth(c.req.query("w"));
  const spelledCanonically = rawIsCanonical(c);
  if (width !== undefined && (entry.renditions.length > 0 || entry.original.isPending)) {
    return serveWidth(c, filename, entry, width, current, spelledCanonically);
  }
  const headers = current ? entry.versioned : entry.unversioned;
  // Only the two canonical URLs of an image, its name spelled as stored, may be replayed by the
  // hot cache: a copy per made-up query string or escape would let anyone churn it with megabytes. PDFs never are: the app
  // must see each download to count it (decision 029).
  const canonical =
    kind === "image" &&
    spelledCanonically &&
    (query === "" || (current && query === `?v=${entry.version}`));
  if (entry.encoded) {
    if (canonical) markHotCacheable(c, [fileKey(filename)]);
    return sendEncoded(c, entry.encoded, headers.ok);
  }
  return answer(c, entry.etag, headers, entry.bytes, canonical ? [fileKey(filename)] : undefined);
}
