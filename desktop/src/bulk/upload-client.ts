import { BULK_BATCH_HEADER, type UploadAnswer, UploadAnswerSchema } from "@app/contract";
import { errorFromAnswer, unreachableError } from "./api-errors.ts";

export const UPLOAD_PATH = "/api/admin/upload";

/** One upload: a new image, or a replacement of `imageId`. */
export interface UploadInput {
  /** The bytes, typed with the type sniffed from them. */
  file: Blob;
  filename: string;
  imageId?: number;
  /** The version the admin reviewed: a replacement of a newer one answers 409. */
  expectedVersion?: number;
  section?: string;
  name?: string;
  /** The Bulk Replace batch it belongs to, named to the server (its activity log says so). */
  batchId?: string;
}

export interface UploadContext {
  signal: AbortSignal;
  onProgress(loaded: number, total?: number): void;
}

export type Uploader = (input: UploadInput, context: UploadContext) => Promise<UploadAnswer>;

/** The multipart form POST /api/admin/upload expects. */
export function buildUploadForm(input: UploadInput): FormData {
  const form = new FormData();
  form.append("image", input.file, input.filename);
  if (input.imageId !== undefined) form.append("imageId", String(input.imageId));
  if (input.expectedVersion !== undefined)
    form.append("expectedVersion", String(input.expectedVersion));
  if (input.section) form.append("section", input.section);
  if (input.name) form.append("name", input.name);
  return form;
}

/** The headers that go with the form: the batch's name, when the upload is part of one. */
export const uploadHeaders = (input: UploadInput): Record<string, string> =>
  input.batchId ? { [BULK_BATCH_HEADER]: input.batchId } : {};

/** Reads the answer of an upload: the parsed UploadAnswer, or throws an ApiCallError. */
export function readUploadAnswer(status: number, statusText: string, body: string): UploadAnswer {
  if (status < 200 || status >= 300) throw errorFromAnswer(status, statusText, body);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw errorFromAnswer(status, statusText, "The server's answer was not JSON");
  }
  const parsed = UploadAnswerSchema.safeParse(json);
  if (!parsed.success) {
    throw errorFromAnswer(status, statusText, "The server's answer was not an upload result");
  }
  return parsed.data;
}

const abortError = () => new DOMException("The upload was cancelled", "AbortError");

/**
 * Uploads with XMLHttpRequest, whose upload progress events report the bytes sent. Used by the
 * renderer (and any browser); `baseUrl` "" means the page's own origin.
 */
export function createXhrUploader(
  baseUrl: string,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Uploader {
  return (input, { signal, onProgress }) =>
    new Promise<UploadAnswer>((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const xhr = createRequest();
      xhr.open("POST", `${baseUrl}${UPLOAD_PATH}`);
      for (const [name, value] of Object.entries(uploadHeaders(input))) {
        xhr.setRequestHeader(name, value);
      }
      xhr.withCredentials = true;
      xhr.responseType = "text";
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : undefined);
      xhr.onload = () => {
        try {
          resolve(readUploadAnswer(xhr.status, xhr.statusText, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(unreachableError());
      xhr.ontimeout = () => reject(unreachableError());
      xhr.onabort = () => reject(abortError());
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(buildUploadForm(input));
    });
}

export interface FetchUploaderOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Sent with every upload (a Node client sets Cookie and Origin here; a browser sets neither). */
  headers?: Record<string, string>;
  /** Progress is reported as each chunk of the body is handed to the network. */
  chunkSize?: number;
}

/**
 * The fetch equivalent: the multipart body is encoded up front and streamed in chunks, each
 * chunk reported as sent. Needs a runtime that streams request bodies over HTTP/1.1 (Node,
 * Electron's main process); browsers use createXhrUploader.
 */
export function createFetchUploader(options: FetchUploaderOptions): Uploader {
  const doFetch = options.fetch ?? fetch;
  const chunkSize = options.chunkSize ?? 64 * 1024;
  return async (input, { signal, onProgress }) => {
    const encoded = new Response(buildUploadForm(input));
    const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
    const body = new Uint8Array(await encoded.arrayBuffer());
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= body.byteLength) {
          controller.close();
          return;
        }
        const chunk = body.subarray(sent, sent + chunkSize);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        onProgress(sent, body.byteLength);
      },
    });
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${UPLOAD_PATH}`, {
        method: "POST",
        body: stream,
        headers: { ...options.headers, ...uploadHeaders(input), "content-type": contentType },
        credentials: "include",
        signal,
        // Required by fetch for a streamed request body.
        duplex: "half",
      } as RequestInit);
    } catch (error) {
      if (signal.aborted) throw abortError();
      throw unreachableError(error);
    }
    return readUploadAnswer(response.status, response.statusText, await response.text());
  };
}
