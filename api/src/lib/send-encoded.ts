import type { Context } from "hono";
import { chooseCoding } from "./content-coding.ts";
import type { EncodedBody } from "./encoded-body.ts";
import { codingEtag, matchesEtag } from "./etag.ts";

/**
 * Answers with the representation the request accepts best (brotli, gzip or plain), its own
 * ETag, and `Vary: Accept-Encoding` whenever other codings exist. A matching If-None-Match
 * costs a 304. Nothing is compressed here: the entry brought its forms.
 */
export function sendEncoded(
  c: Context,
  encoded: EncodedBody,
  headers: Record<string, string>,
): Response {
  const coding = chooseCoding(c.req.header("accept-encoding"), (name) => name in encoded);
  const etag = codingEtag(encoded.etag, coding);
  const varies = encoded.br !== undefined || encoded.gzip !== undefined;
  const common: Record<string, string> = { ETag: etag, ...(varies && { Vary: "Accept-Encoding" }) };
  if (headers["Cache-Control"]) common["Cache-Control"] = headers["Cache-Control"];
  if (matchesEtag(c.req.header("if-none-match"), etag)) {
    return c.body(null, 304, common);
  }
  const body = encoded[coding]!;
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    ...common,
    ...(coding !== "identity" && { "Content-Encoding": coding }),
  });
}
