/**
 * An error as a log line may hold it: its kind, message and stack, with a failed query's
 * parameters (a visitor's name, e-mail and message) left out. Request bodies are never logged.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? error : typeof error;
  // A failed query (drizzle's DrizzleQueryError) carries its SQL and parameters apart: the
  // SQL has placeholders only, the parameters are what people typed.
  const failedQuery = "query" in error && typeof error.query === "string" && "params" in error;
  const message = failedQuery ? `Failed query: ${error.query}\nparams: (withheld)` : error.message;
  // V8 starts a stack with `name: message`; only the frames after it are kept as they are, so
  // nothing of the original message (which may hold the parameters) is written.
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : "";
  const cause = error.cause instanceof Error ? `\ncaused by ${errorForLog(error.cause)}` : "";
  return `${error.name}: ${message}${frames}${cause}`;
}
