/**
 * Forwards the renderer's /api/* and /images/* requests to the configured server.
 *
 * The renderer (app://admin) talks to its own origin only, so the admin package works as it
 * does in the browser, unchanged, with relative URLs. Here each request is re-issued to the
 * server with the server's own Origin (never `Origin: null`, never app://), through a fetch
 * that keeps the session cookie in the app's own session. No Electron import: the same code
 * runs in the tests against a real API.
 */

import { BULK_BATCH_HEADER, BULK_UNDO_HEADER } from "@app/contract";

export const FORWARDED_PATH = /^\/(api|images)(\/|$)/;

export const isForwardedPath = (pathname: string): boolean => FORWARDED_PATH.test(pathname);

/** Request headers passed on; everything else (Cookie, Origin, Referer, Sec-*) is not. */
const REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "cache-control",
  "content-type",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "pragma",
  "range",
  // The session list and activity log name the device ("Desktop app on Windows").
  "user-agent",
  BULK_BATCH_HEADER,
  BULK_UNDO_HEADER,
];

/**
 * Response headers never passed back: cookies stay in the main process; the body arrives
 * already decoded (so its encoding and length no longer apply); hop-by-hop headers.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "set-cookie2",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "strict-transport-security",
  "alt-svc",
]);

/** Set on the app's own answer when the server could not be reached at all. */
export const UNREACHABLE_HEADER = "x-desktop-unreachable";

export type ForwardFetch = (
  url: string,
  init: RequestInit & { duplex?: "half" },
) => Promise<Response>;

export interface ForwarderOptions {
  /** The configured server, e.g. "https://example.com" (a path prefix is kept); null if unset. */
  getServerUrl(): string | null;
  /** A fetch that keeps cookies: Electron's session.fetch, or a cookie-jar fetch in tests. */
  fetch: ForwardFetch;
  /** Gives up waiting for the server's answer after this long. */
  timeoutMs?: number;
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...extra },
  });

/** The server URL a renderer URL maps to, or null when it is not forwarded. */
export function upstreamUrl(requestUrl: string, serverUrl: string): string | null {
  const request = new URL(requestUrl);
  if (!isForwardedPath(request.pathname)) return null;
  const base = serverUrl.replace(/\/+$/, "");
  return `${base}${request.pathname}${request.search}`;
}

export function forwardedRequestHeaders(incoming: Headers, serverOrigin: string): Headers {
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  // The API checks Origin on every state-changing request: it gets its own origin.
  headers.set("origin", serverOrigin);
  return headers;
}

export function forwardedResponseHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.append(name, value);
  }
  return headers;
}

export function createForwarder(options: ForwarderOptions) {
  const timeoutMs = options.timeoutMs ?? 120_000;
  return async function forward(request: Request): Promise<Response> {
    const serverUrl = options.getServerUrl();
    if (!serverUrl) {
      return json(503, { error: "No server is set up yet. Enter its address in Settings." });
    }
    const target = upstreamUrl(request.url, serverUrl);
    if (!target) return json(404, { error: "Not found" });
    const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    let response: Response;
    try {
      response = await options.fetch(target, {
        method: request.method,
        headers: forwardedRequestHeaders(request.headers, new URL(serverUrl).origin),
        // Streamed through, so the renderer's upload progress follows what the server takes in.
        ...(hasBody && { body: request.body, duplex: "half" as const }),
        redirect: "follow",
        signal,
      });
    } catch (error) {
      if (request.signal.aborted) return json(499, { error: "Request cancelled" });
      const reason = timeout.aborted ? "it did not answer in time" : describeNetworkError(error);
      return json(
        502,
        { error: `Cannot reach the server at ${new URL(serverUrl).host}: ${reason}` },
        { [UNREACHABLE_HEADER]: "1" },
      );
    }
    const status = response.status;
    const nullBody = [101, 204, 205, 304].includes(status) || request.method === "HEAD";
    return new Response(nullBody ? null : response.body, {
      status,
      statusText: response.statusText,
      headers: forwardedResponseHeaders(response.headers),
    });
  };
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.message && error.message !== "fetch failed")
    return error.message;
  return "no answer";
}
