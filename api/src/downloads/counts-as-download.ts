import { isbot } from "isbot";

/**
 * Whether serving this answer is one visitor's download: a full GET answered 200, by a browser.
 * Not a HEAD, a 304 (the copy they hold), a Range request past the first byte (the rest of a
 * download already counted), a prefetch, or a crawler, link checker or preview bot.
 */
export function countsAsDownload(request: Request, status: number): boolean {
  if (request.method !== "GET" || status !== 200) return false;
  const range = request.headers.get("range");
  if (range !== null && !/^\s*bytes=0-/i.test(range)) return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  return !isbot(request.headers.get("user-agent"));
}
