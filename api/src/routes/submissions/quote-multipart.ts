import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  ATTACHMENTS_FIELD,
  type AttachmentRefusal,
  MAX_ATTACHMENT_BYTES,
  MAX_FORM_BODY_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_BODY_BYTES,
} from "@app/contract";
import Busboy from "@fastify/busboy";

/** A multipart quote as read: the JSON form's fields, its files, and a file refused on the way. */
export interface QuoteMultipart {
  fields: Record<string, unknown>;
  files: File[];
  /** Too large, or one file too many: the route words it in the form's language. */
  refusal?: { refusal: Extract<AttachmentRefusal, "size" | "count">; filename: string };
}

/** Why a body was not read: not a quote form, past the size, or too slow to arrive. */
export class QuoteBodyError extends Error {
  constructor(readonly problem: "malformed" | "tooLarge" | "tooSlow") {
    super(`multipart quote not read (${problem})`);
  }
}

/**
 * What a quote form may hold, counted while it is read, so that no body costs more than a real
 * form does: a few text fields, up to MAX_QUOTE_ATTACHMENTS files.
 */
const LIMITS = {
  parts: 24,
  fields: 20,
  fieldNameSize: 64,
  fieldSize: MAX_FORM_BODY_BYTES,
  files: MAX_QUOTE_ATTACHMENTS,
  fileSize: MAX_ATTACHMENT_BYTES,
  headerPairs: 16,
};
/** The most the source's JSON may be: seven short fields. */
const MAX_SOURCE_CHARACTERS = 4096;

/** How long a body may take in all, and between two pieces of it. */
export interface QuoteBodyTiming {
  deadlineMs: number;
  idleMs: number;
}
/** 30 MB arrives in two minutes at 2 Mbit/s; a phone that stops sending for 20 s has gone. */
export const QUOTE_BODY_TIMING: QuoteBodyTiming = { deadlineMs: 120_000, idleMs: 20_000 };

/** A form's `source` is an object sent as JSON; anything else is dropped, as in a JSON form. */
function sourceOf(value: string): unknown {
  if (value.length > MAX_SOURCE_CHARACTERS) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a `multipart/form-data` quote as it streams in, within LIMITS and the timing: each text
 * field once, files only under ATTACHMENTS_FIELD. A file past MAX_ATTACHMENT_BYTES or past the
 * count is not kept and is answered as the route's refusal; a body that breaks any other limit,
 * passes MAX_QUOTE_BODY_BYTES or stalls is not read further (QuoteBodyError).
 */
export function readQuoteMultipart(
  request: Request,
  timing: QuoteBodyTiming = QUOTE_BODY_TIMING,
): Promise<QuoteMultipart> {
  return new Promise((resolve, reject) => {
    const contentType = request.headers.get("content-type") ?? "";
    if (!request.body) return reject(new QuoteBodyError("malformed"));
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { "content-type": contentType }, limits: LIMITS });
    } catch {
      return reject(new QuoteBodyError("malformed"));
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    const fields: Record<string, unknown> = {};
    const files: File[] = [];
    let refusal: QuoteMultipart["refusal"];
    let textCharacters = 0;
    let received = 0;
    let filesReading = 0;
    let parsed = false;
    let settled = false;

    const finish = (error?: QuoteBodyError) => {
      if (settled) return;
      if (!error && (!parsed || filesReading > 0)) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(idle);
      if (error) {
        source.unpipe(parser);
        source.destroy();
        reject(error);
      } else {
        resolve({ fields, files, ...(refusal && { refusal }) });
      }
    };
    const malformed = () => finish(new QuoteBodyError("malformed"));
    const tooSlow = () => finish(new QuoteBodyError("tooSlow"));
    const deadline = setTimeout(tooSlow, timing.deadlineMs);
    let idle = setTimeout(tooSlow, timing.idleMs);

    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > MAX_QUOTE_BODY_BYTES) finish(new QuoteBodyError("tooLarge"));
      clearTimeout(idle);
      idle = setTimeout(tooSlow, timing.idleMs);
    });
    source.on("error", malformed);

    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      // A file field left empty may come as a part with an empty filename, read as text.
      if (name === ATTACHMENTS_FIELD && value === "") return;
      textCharacters += value.length;
      if (
        nameTruncated ||
        valueTruncated ||
        Object.hasOwn(fields, name) ||
        name === ATTACHMENTS_FIELD ||
        textCharacters > MAX_FORM_BODY_BYTES
      ) {
        return malformed();
      }
      fields[name] = name === "source" ? sourceOf(value) : value;
    });
    parser.on("file", (name, stream, sentName, _encoding, mimeType) => {
      // A part with a type and no filename is read as a file with no name.
      const filename = sentName ?? "";
      if (name !== ATTACHMENTS_FIELD) {
        stream.resume();
        return malformed();
      }
      filesReading++;
      let chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (!stream.truncated) chunks.push(chunk);
      });
      stream.on("limit", () => {
        chunks = [];
        refusal ??= { refusal: "size", filename };
      });
      stream.on("end", () => {
        filesReading--;
        // A file field left empty sends a part with no name and no bytes.
        if (!stream.truncated && (filename !== "" || size > 0)) {
          files.push(new File(chunks as Uint8Array<ArrayBuffer>[], filename, { type: mimeType }));
        }
        finish();
      });
    });
    parser.on("filesLimit", () => {
      refusal ??= { refusal: "count", filename: "" };
    });
    parser.on("fieldsLimit", malformed);
    parser.on("partsLimit", malformed);
    parser.on("error", malformed);
    parser.on("finish", () => {
      parsed = true;
      finish();
    });
    source.pipe(parser);
  });
}
