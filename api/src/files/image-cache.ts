import { RENDITION_CONTENT_TYPES, type RenditionFormat } from "@app/contract";
import { type EncodedBody, encodeBody, isCompressibleType } from "../lib/encoded-body.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, imageContentHeaders } from "./image-headers.ts";

/** A smaller copy of the current version, in AVIF or WebP. */
export interface RenditionRecord {
  format: RenditionFormat;
  width: number;
  sha256: string;
  bytes: Uint8Array;
}

/** The current bytes of one public image, as the database holds them. */
export interface ImageFileRecord {
  version: number;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
  /** Its renditions made so far (none for SVG and PDF). */
  renditions?: RenditionRecord[];
  /** Its renditions are still to be made (queued or being made): the original stands in. */
  renditionsPending?: boolean;
}

/** Where the cache reads from: the database, or a stand-in in unit tests. */
export interface ImageSource {
  load(filename: string): Promise<ImageFileRecord | null>;
  /**
   * What the current bytes are (their sha256, how many renditions exist and whether more are
   * coming; null when the image is gone): a cheap check that a copy is current.
   */
  currentStamp(filename: string): Promise<string | null>;
}

/** The stamp `currentStamp` answers for a record: it changes with the bytes and the renditions. */
export const stampOf = (sha256: string, renditionCount: number, pending = false) =>
  `${sha256}:${renditionCount}${pending ? ":pending" : ""}`;

/** Headers computed once per cached image, so serving it builds nothing per request. */
export interface ResponseHeaders {
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

export interface CachedRendition {
  format: RenditionFormat;
  width: number;
  etag: string;
  bytes: Uint8Array;
  versioned: ResponseHeaders;
  unversioned: ResponseHeaders;
}

export interface CachedImage {
  /** What the bytes are: an image type, or application/pdf. */
  contentType: string;
  /** The current version as text, to compare with the `v` query parameter. */
  version: string;
  stamp: string;
  etag: string;
  bytes: Uint8Array;
  /** An SVG's compressed forms (their lengths differ, so its headers carry no Content-Length). */
  encoded?: EncodedBody;
  /** For `?v=<current version>`. */
  versioned: ResponseHeaders;
  /** For the bare path or any other `v`. */
  unversioned: ResponseHeaders;
  /** Narrowest first. */
  renditions: CachedRendition[];
  /**
   * For a request of a width (`?w=`) answered with the original: while renditions are being
   * made, or for a browser that takes neither AVIF nor WebP. Varies by Accept; revalidated
   * while renditions are pending, so the browser picks them up once they exist.
   */
  original: {
    versioned: ResponseHeaders;
    unversioned: ResponseHeaders;
    isPending: boolean;
  };
}

export interface ImageCache {
  /** A cached image, null when known not to exist, undefined when not cached. */
  peek(filename: string): CachedImage | null | undefined;
  /** Loads from the database (one load per filename at a time) and caches the answer. */
  load(filename: string): Promise<CachedImage | null>;
  /** Forgets a filename; a load already under way for it will not be cached. */
  invalidate(filename: string): void;
  /** Forgets everything, as if every filename were invalidated. */
  invalidateAll(): void;
  readonly size: { entries: number; bytes: number };
}

export interface ImageCacheOptions {
  /** Bytes of images kept in memory; the oldest go first beyond it. */
  maxBytes?: number;
  /** Unknown filenames remembered, so a flood of 404s does not reach the database. */
  maxMissing?: number;
  /**
   * A change notification can be lost (connection down): past this age a copy is checked
   * against the database in the background while it is still served, and an unknown
   * filename is asked again. While the database is down the copy keeps being served.
   */
  recheckAfterMs?: number;
  now?: () => number;
}

/** The two header sets of one body: the OK answer and the 304. */
function responseHeaders(
  content: Record<string, string>,
  byteLength: number | undefined,
  cacheControl: string,
  vary?: string,
): ResponseHeaders {
  const extra = { "Cache-Control": cacheControl, ...(vary && { Vary: vary }) };
  return {
    ok: {
      ...content,
      ...(byteLength !== undefined && { "Content-Length": String(byteLength) }),
      ...extra,
    },
    notModified: { ETag: content.ETag!, ...extra },
  };
}

function toCachedRendition(filename: string, rendition: RenditionRecord): CachedRendition {
  const content = imageContentHeaders({
    contentType: RENDITION_CONTENT_TYPES[rendition.format],
    sha256: rendition.sha256,
    filename,
  });
  const length = rendition.bytes.byteLength;
  return {
    format: rendition.format,
    width: rendition.width,
    etag: content.ETag!,
    bytes: rendition.bytes,
    versioned: responseHeaders(content, length, CACHE_IMMUTABLE, "Accept"),
    unversioned: responseHeaders(content, length, CACHE_REVALIDATE, "Accept"),
  };
}

async function toCachedImage(filename: string, record: ImageFileRecord): Promise<CachedImage> {
  const content = imageContentHeaders({ ...record, filename });
  const forms = isCompressibleType(record.contentType)
    ? await encodeBody(record.bytes, record.contentType, content.ETag!)
    : undefined;
  const encoded = forms?.br || forms?.gzip ? forms : undefined;
  const length = encoded ? undefined : record.bytes.byteLength;
  const renditions = (record.renditions ?? [])
    .map((rendition) => toCachedRendition(filename, rendition))
    .sort((a, b) => a.width - b.width);
  return {
    contentType: record.contentType,
    version: String(record.version),
    stamp: stampOf(record.sha256, renditions.length, record.renditionsPending),
    etag: content.ETag!,
    bytes: record.bytes,
    ...(encoded && { encoded }),
    versioned: responseHeaders(content, length, CACHE_IMMUTABLE),
    unversioned: responseHeaders(content, length, CACHE_REVALIDATE),
    renditions,
    original: {
      versioned: responseHeaders(content, length, CACHE_IMMUTABLE, "Accept"),
      unversioned: responseHeaders(content, length, CACHE_REVALIDATE, "Accept"),
      isPending: record.renditionsPending === true,
    },
  };
}

/** What an entry holds in memory: its bytes, their compressed forms and its renditions. */
const sizeOf = (image: CachedImage) =>
  image.bytes.byteLength +
  (image.encoded?.br?.byteLength ?? 0) +
  (image.encoded?.gzip?.byteLength ?? 0) +
  image.renditions.reduce((sum, rendition) => sum + rendition.bytes.byteLength, 0);

interface Slot {
  image: CachedImage;
  checkedAt: number;
}

export function createImageCache(
  source: ImageSource,
  {
    maxBytes = 256 * 1024 * 1024,
    maxMissing = 1000,
    recheckAfterMs = 60_000,
    now = Date.now,
  }: ImageCacheOptions = {},
): ImageCache {
  const found = new Map<string, Slot>();
  /** Unknown filenames, with when they were found unknown. */
  const missing = new Map<string, number>();
  const loading = new Map<string, Promise<CachedImage | null>>();
  let cachedBytes = 0;

  const forget = (filename: string) => {
    const slot = found.get(filename);
    if (slot) {
      cachedBytes -= sizeOf(slot.image);
      found.delete(filename);
    }
    missing.delete(filename);
  };

  const remember = (filename: string, image: CachedImage | null) => {
    if (image === null) {
      if (missing.size >= maxMissing) missing.clear();
      missing.set(filename, now());
      return;
    }
    const size = sizeOf(image);
    if (size > maxBytes) return;
    // Maps iterate in insertion order: the first keys are the oldest entries.
    for (const oldest of found.keys()) {
      if (cachedBytes + size <= maxBytes) break;
      forget(oldest);
    }
    found.set(filename, { image, checkedAt: now() });
    cachedBytes += size;
  };

  const recheck = (filename: string, slot: Slot) => {
    // Counted from the start, so a slow or failing check is not repeated by every request.
    slot.checkedAt = now();
    source.currentStamp(filename).then(
      (stamp) => {
        if (stamp !== slot.image.stamp && found.get(filename) === slot) forget(filename);
      },
      () => {
        // The database is unreachable: keep serving the copy, check again later.
      },
    );
  };

  return {
    peek(filename) {
      const slot = found.get(filename);
      if (slot) {
        if (now() - slot.checkedAt > recheckAfterMs) recheck(filename, slot);
        return slot.image;
      }
      const missingSince = missing.get(filename);
      if (missingSince === undefined) return undefined;
      if (now() - missingSince <= recheckAfterMs) return null;
      missing.delete(filename);
      return undefined;
    },
    load(filename) {
      const pending = loading.get(filename);
      if (pending) return pending;
      const load = source.load(filename).then(
        async (record) => {
          const image = record ? await toCachedImage(filename, record) : null;
          // Invalidated while loading: these bytes may already be stale, so serve but do not keep.
          if (loading.get(filename) === load) {
            loading.delete(filename);
            remember(filename, image);
          }
          return image;
        },
        (error: unknown) => {
          if (loading.get(filename) === load) loading.delete(filename);
          throw error;
        },
      );
      loading.set(filename, load);
      return load;
    },
    invalidate(filename) {
      loading.delete(filename);
      forget(filename);
    },
    invalidateAll() {
      loading.clear();
      found.clear();
      missing.clear();
      cachedBytes = 0;
    },
    get size() {
      return { entries: found.size, bytes: cachedBytes };
    },
  };
}
