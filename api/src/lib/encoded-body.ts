import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gzip, gzipSync } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One representation in every coding worth having, with the ETag of its plain bytes. */
export interface EncodedBody {
  identity: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  etag: string;
}

/** Below this a compressed body saves less than its headers and the work cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Brotli quality for bodies made while the server runs (pages, JSON, SVG): 10 is within 2%
 * of 11 at a third of the time (a 160 KB page: 55 ms against 160 ms, off the main thread).
 * Built assets are compressed once at build time at 11.
 */
const RUNTIME_BROTLI_QUALITY = 10;

/** Types that shrink: text, JSON, JavaScript, XML and SVG. Images, fonts and PDFs are already compressed. */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/manifest+json" ||
    type === "application/javascript" ||
    type === "application/xml" ||
    type === "image/svg+xml"
  );
}

/**
 * One compressed form of `bytes`. Levels: bodies kept in a cache take brotli 10 and gzip 9
 * (made once); bodies made per request take fast ones (see compress-json.ts).
 */
export function compressBody(
  coding: "br" | "gzip",
  bytes: Uint8Array,
  { brotliQuality, gzipLevel }: CompressionLevels,
): Promise<Uint8Array> {
  return coding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: gzipLevel });
}

export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** For bodies a cache keeps: made once, read many times. */
const KEPT_LEVELS: CompressionLevels = { brotliQuality: RUNTIME_BROTLI_QUALITY, gzipLevel: 9 };
/**
 * For bodies made per request or again after each change: brotli 5 and gzip 6 compress a
 * 450 KB list in a few milliseconds (brotli 10 would cost more than the query).
 */
export const FAST_LEVELS: CompressionLevels = { brotliQuality: 5, gzipLevel: 6 };

/**
 * Bytes that hold only themselves. zlib hands back a one-chunk result as a view into its
 * 16 KB output buffer, and a short string's Buffer is a view into an 8 KB pool: a kept page
 * of 5 KB would hold 16 (at 2,000 standards, 4,000 kept pages held some 130 MB for 79).
 */
export const ownBytes = (bytes: Uint8Array): Uint8Array =>
  bytes.byteLength < bytes.buffer.byteLength ? new Uint8Array(bytes) : bytes;

const asBytes = (body: Uint8Array | string) =>
  ownBytes(typeof body === "string" ? Buffer.from(body) : body);

/**
 * Compresses a body once, off the main thread, for a cache entry to keep; a form that would
 * not be smaller is dropped. Small and already compressed bodies stay as they are.
 */
export async function encodeBody(
  body: Uint8Array | string,
  contentType: string,
  etag: string,
  levels: CompressionLevels = KEPT_LEVELS,
): Promise<EncodedBody> {
  const identity = asBytes(body);
  if (identity.byteLength < MIN_COMPRESSIBLE_BYTES || !isCompressibleType(contentType)) {
    return { identity, etag };
  }
  const [br, gz] = await Promise.all([
    compressBody("br", identity, levels).then(ownBytes),
    compressBody("gzip", identity, levels).then(ownBytes),
  ]);
  return withSmaller({ identity, etag }, br, gz);
}

/** Adds the compressed forms that are smaller than the plain bytes. */
export function withSmaller(
  encoded: EncodedBody,
  br: Uint8Array | undefined,
  gz: Uint8Array | undefined,
): EncodedBody {
  const size = encoded.identity.byteLength;
  return {
    ...encoded,
    ...(br && br.byteLength < size && { br }),
    ...(gz && gz.byteLength < size && { gzip: gz }),
  };
}

/**
 * The same body held in brotli alone: its plain bytes and its gzip form are made again from
 * brotli whenever asked for (a client that accepts no brotli: scripts, a few crawlers; about
 * 0.1 ms to decompress a page, a few to gzip it). Nearly every browser takes brotli, so what a
 * page cache keeps shrinks to a fifth of the plain bytes. Gzip is made at the level it was
 * made at, so its bytes and ETag stay the same. Bodies never compressed keep their plain bytes.
 */
export function keptAsBrotli(encoded: EncodedBody): EncodedBody {
  const { br, etag } = encoded;
  if (!br) return encoded;
  const plain = () => new Uint8Array(brotliDecompressSync(br));
  const kept: EncodedBody = {
    br,
    etag,
    get identity() {
      return plain();
    },
  };
  if (encoded.gzip) {
    Object.defineProperty(kept, "gzip", {
      enumerable: true,
      get: () => new Uint8Array(gzipSync(plain(), { level: KEPT_LEVELS.gzipLevel })),
    });
  }
  return kept;
}

/** What a body made by keptAsBrotli holds in memory. */
export const heldBytes = (encoded: EncodedBody): number =>
  encoded.br
    ? encoded.br.byteLength
    : encoded.identity.byteLength + (encoded.gzip?.byteLength ?? 0);
