import { apiErrorMessages, MAX_CONTENT_BODY_BYTES } from "@app/contract";
import type { Context, MiddlewareHandler } from "hono";
import { HttpError } from "./http-error.ts";

/** Room for the multipart framing and the text fields around a file of the maximum size. */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** How far past its limit a refused body is still read, so the client can read our 413. */
const READ_THROUGH_FACTOR = 2;
/** How long a refused body may take to arrive before the connection is closed anyway. */
export const READ_THROUGH_MS = 10_000;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/**
 * Reads and drops the rest of a refused body; true once it has all arrived.
 *
 * A client is still sending when we refuse, and closing the socket under it resets the
 * connection: fetch and the desktop queue then see a network error instead of our message.
 * So a body up to twice the limit is read to its end first, and the connection stays usable.
 * Past that bound (declared or counted), or if it stalls, the answer closes the connection,
 * so nobody can make us read an endless body.
 */
async function readThrough(
  reader: Reader,
  seen: number,
  bound: number,
  withinMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<"stalled">((resolve) => {
    timer = setTimeout(() => resolve("stalled"), withinMs);
  });
  try {
    for (let total = seen; total <= bound; ) {
      const chunk = await Promise.race([reader.read(), stalled]);
      if (chunk === "stalled") return false;
      if (chunk.done) return true;
      total += chunk.value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 413 `{ error: message }` for a body over maxSize, declared or counted as it arrives; nothing
 * over the limit is kept. The client still reads the answer (see readThrough).
 */
export const limitBody =
  (maxSize: number, message: string = apiErrorMessages.tooLarge): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("transfer-encoding")
      ? Number.NaN
      : Number(c.req.header("content-length"));
    // Node's parser holds a body to its declared length.
    if (declared <= maxSize) return next();

    const reader = body.getReader();
    const bound = maxSize * READ_THROUGH_FACTOR;
    let size = 0;
    if (Number.isNaN(declared)) {
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
          return next();
        }
        size += value.byteLength;
        if (size > maxSize) break;
        chunks.push(value);
      }
    }
    const withinMs = c.get("bodyReadThroughMs") ?? READ_THROUGH_MS;
    const drained = declared > bound ? false : await readThrough(reader, size, bound, withinMs);
    throw new HttpError(413, message, undefined, drained ? undefined : { Connection: "close" });
  };

const largestOther = limitBody(MAX_CONTENT_BODY_BYTES);

/** The routes that take files: each bounds its own body (after its sign-in check, if any). */
const UPLOAD_PATH = "/api/admin/upload";
const TRANSLATION_IMPORT = /^\/api\/admin\/translations\/[^/]+\/import$/;
/** A quote with attachments; the quote route bounds it and reads few at once (quote-form-body.ts). */
const QUOTE_PATH = "/api/quote";

/** Whether a request's body is `multipart/form-data`. */
export const isMultipart = (c: Context) =>
  /^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "");

/**
 * The bound for every other API route, applied before any route (or sign-in check) runs:
 * MAX_CONTENT_BODY_BYTES, the largest any of them takes; routes set tighter limits after it.
 * Bodies without a declared length (the desktop app streams its uploads) are held in memory
 * while counted, so nobody may make us hold more than this before we know who they are.
 */
export const defaultBodyLimit: MiddlewareHandler = (c, next) => {
  if (
    c.req.method === "GET" ||
    c.req.method === "HEAD" ||
    c.req.path === UPLOAD_PATH ||
    TRANSLATION_IMPORT.test(c.req.path) ||
    (c.req.path === QUOTE_PATH && isMultipart(c))
  ) {
    return next();
  }
  return largestOther(c, next);
};
