import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { chooseCoding } from "../lib/content-coding.ts";
import { compressBody, FAST_LEVELS, MIN_COMPRESSIBLE_BYTES } from "../lib/encoded-body.ts";

const CODINGS = ["br", "gzip"] as const;

/**
 * JSON the API makes per request (lists that grow with the site, such as every stored file's
 * details) is sent compressed when the client accepts it. Answers that chose their own
 * representation (the content and page data, kept compressed) and small bodies are sent as
 * they are.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (
    c.req.method !== "GET" ||
    // Visitors' words beside other visitors' details: not compressed, so the sizes on the wire
    // tell an observer nothing of them (BREACH).
    c.req.path.startsWith("/api/admin/submissions") ||
    res.status !== 200 ||
    // An answer with an ETag chose its own representation (sendEncoded).
    res.headers.has("content-encoding") ||
    res.headers.has("etag") ||
    !res.headers.get("content-type")?.startsWith("application/json") ||
    !res.body
  ) {
    return;
  }
  const coding = chooseCoding(c.req.header("accept-encoding"), (name) =>
    (CODINGS as readonly string[]).includes(name),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < MIN_COMPRESSIBLE_BYTES) {
    c.res = new Response(bytes, res);
    return;
  }
  const compressed = coding === "identity" ? bytes : await compressBody(coding, bytes, FAST_LEVELS);
  // Hono copies the old answer's headers onto a new one: the new ones are set after.
  c.res = new Response(new Uint8Array(compressed), res);
  const headers = c.res.headers;
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(compressed.byteLength));
  if (coding !== "identity") headers.set("Content-Encoding", coding);
});
