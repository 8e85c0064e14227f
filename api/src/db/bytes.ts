import { type AnyColumn, sql } from "drizzle-orm";

/**
 * A bytea column read as base64 text and decoded natively: both drivers parse a bytea answer
 * in JavaScript, which for a 20 MB file blocked PGlite for about 2.4 s (0.6 s this way).
 */
export const bytesOf = (column: AnyColumn) =>
  sql<string>`encode(${column}, 'base64')`.mapWith(
    (base64: string) => new Uint8Array(Buffer.from(base64, "base64")),
  );
