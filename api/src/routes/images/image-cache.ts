import { type EncodedBody, encodeBody, isCompressibleType } from "../../lib/encoded-body.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, imageContentHeaders } from "./image-headers.ts";

/** The current bytes of one public image, as the database holds them. */
export interface ImageFileRecord {
  version: number;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
}

/** Where the cache reads from: the database, or a stand-in in unit tests. */
export interface ImageSource {
  load(filename: string): Promise<ImageFileRecord | null>;
  /** The current bytes' sha256 (null when the image is gone): a cheap check that a copy is current. */
  currentSha256(filename: string): Promise<string | null>;
}

/** Headers computed once per cached image, so serving it builds nothing per request. */
export interface ResponseHeaders {
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

export interface CachedImage {
  /** What the bytes are: an image type, or application/pdf. */
  contentType: string;
  /** The current version as text, to compare with the `v` query parameter. */
  version: string;
  sha256: string;
  etag: string;
  bytes: Uint8Array;
  /** An SVG's compressed forms (their lengths differ, so its headers carry no Content-Length). */
  encoded?: EncodedBody;
  /** For `?v=<current version>`. */
  versioned: ResponseHeaders;
  /** For the bare path or any other `v`. */
  unversioned: ResponseHeaders;
}

export interface ImageCache {
  /** A cached image, null when known not to exist, undefined when not cached. */
  peek(filename: string): CachedImage | null | undefined;
  /** Loads from the database (one load per filename at a time) and caches the answer. */
  load(filename: string): Promise<CachedImage | null>;
  /** Forgets a filename; a load already under way for it will not be cached. */
  invalidate(filename: string): void;
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

async function toCachedImage(filename: string, record: ImageFileRecord): Promise<CachedImage> {
  const content = imageContentHeaders({ ...record, filename });
  const forms = isCompressibleType(record.contentType)
    ? await encodeBody(record.bytes, record.contentType, content.ETag!)
    : undefined;
  const encoded = forms?.br || forms?.gzip ? forms : undefined;
  const headers = (cacheControl: string): ResponseHeaders => ({
    ok: {
      ...content,
      ...(!encoded && { "Content-Length": String(record.bytes.byteLength) }),
      "Cache-Control": cacheControl,
    },
    notModified: { ETag: content.ETag!, "Cache-Control": cacheControl },
  });
  return {
    contentType: record.contentType,
    version: String(record.version),
    sha256: record.sha256,
    etag: content.ETag!,
    bytes: record.bytes,
    ...(encoded && { encoded }),
    versioned: headers(CACHE_IMMUTABLE),
    unversioned: headers(CACHE_REVALIDATE),
  };
}

/** What an entry holds in memory: its bytes and their compressed forms. */
const sizeOf = (image: CachedImage) =>
  image.bytes.byteLength +
  (image.encoded?.br?.byteLength ?? 0) +
  (image.encoded?.gzip?.byteLength ?? 0);

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
    source.currentSha256(filename).then(
      (sha256) => {
        if (sha256 !== slot.image.sha256 && found.get(filename) === slot) forget(filename);
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
    get size() {
      return { entries: found.size, bytes: cachedBytes };
    },
  };
}
