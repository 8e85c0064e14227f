import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type routes throw; `onError` turns it into `{ error, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
