/**
 * SQLSTATEs of a failure that says nothing about the work, only about the moment: a
 * serialization failure, a deadlock, a lock not available, the server shutting down or
 * starting. The same work tried again can succeed.
 */
const TRANSIENT_CODES = new Set(["40001", "40P01", "55P03", "57P01", "57P02", "57P03"]);
/** postgres.js's own codes for a connection lost or never made. */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
]);

/** Whether `error` (or what it wraps, as drizzle wraps the driver's) is worth trying again. */
export function isTransientDbError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") {
      if (TRANSIENT_CODES.has(code) || code.startsWith("08") || CONNECTION_CODES.has(code)) {
        return true;
      }
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
