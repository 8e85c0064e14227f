import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

/** What Chromium sends: the reads are measured on the bytes a browser gets. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** Headers that describe one connection, not the answer; the replaying server sets its own. */
const CONNECTION_HEADERS = ["date", "connection", "keep-alive", "transfer-encoding"];

export interface RecordedResponse {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body as sent, still encoded. */
  body: Buffer;
  /** Its Content-Encoding, "identity" for none. */
  encoding: string;
}

/**
 * One GET, keeping the body exactly as it came over the wire (fetch() would decode it and
 * leave Content-Encoding claiming otherwise).
 */
export function recordResponse(
  baseUrl: string,
  path: string,
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      { headers: { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined || CONNECTION_HEADERS.includes(name)) continue;
            headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          headers["content-length"] = String(body.byteLength);
          resolve({
            path,
            status: res.statusCode ?? 0,
            headers,
            body,
            encoding: headers["content-encoding"] ?? "identity",
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export function decodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === "identity") return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  throw new Error(`The bench cannot decode Content-Encoding ${encoding}`);
}

export function encodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === "identity") return body;
  if (encoding === "br") return brotliCompressSync(body);
  if (encoding === "gzip") return gzipSync(body);
  throw new Error(`The bench cannot encode Content-Encoding ${encoding}`);
}
