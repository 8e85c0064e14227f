import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request that sends exactly these headers and sees the bytes as sent (fetch would decode). */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The plain bytes of an answer, whatever coding it came in. */
export const decodedBody = ({ headers, body }: RawAnswer) =>
  headers["content-encoding"] === "br"
    ? brotliDecompressSync(body)
    : headers["content-encoding"] === "gzip"
      ? gunzipSync(body)
      : body;
