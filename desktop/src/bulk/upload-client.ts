import { BULK_BATCH_HEADER, type UploadAnswer, UploadAnswerSchema } from "@app/contract";
import { ApiRequestError } from "@app/contract/api-error";
import { UnreachableError } from "./failures.ts";

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

/**
 * Reads the answer of an upload: the parsed UploadAnswer; a non-2xx throws the ApiRequestError
 * every API client throws, and so does a 2xx whose body is not an upload result.
 */
export function readUploadAnswer(status: number, statusText: string, body: string): UploadAnswer {
  if (status < 200 || status >= 300) throw new ApiRequestError(status, body, statusText);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ApiRequestError(status, "The server's answer was not JSON", statusText);
  }
  const parsed = UploadAnswerSchema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(status, "The server's answer was not an upload result", statusText);
  }
  return parsed.data;
}

const abortError = () => new DOMException("The upload was cancelled", "AbortError");

/**
 * Uploads with XMLHttpRequest, whose upload progress events report the bytes sent (fetch has no
 * upload progress): the renderer's uploader (bulk-replace-tab.tsx); every other call goes
 * through the typed client (admin-api.ts). `baseUrl` "" means the page's own origin, which the
 * app forwards to the server.
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
      xhr.onerror = () => reject(new UnreachableError());
      xhr.ontimeout = () => reject(new UnreachableError());
      xhr.onabort = () => reject(abortError());
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(buildUploadForm(input));
    });
}
