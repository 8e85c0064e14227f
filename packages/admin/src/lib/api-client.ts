import type { ApiType } from "@app/api/app-type";
import { responseError } from "@app/contract/api-error";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

/** Where the API routes are mounted on the server. */
export const API_PREFIX = "/api";

export interface ApiClientOptions {
  /** The fetch to call (a test's, or one that keeps cookies in Node); the global one by default. */
  fetch?: typeof fetch;
  /** Headers sent with every call (a Node client's Cookie and Origin). */
  headers?: Record<string, string>;
}

/**
 * The typed API client: every path and answer comes from the API's own routes (`hc<ApiType>`).
 * `apiBaseUrl` is the server's base URL: "" for the page's own origin (the web, and the
 * desktop app, which forwards /api to its server), or "https://host". Every call carries the
 * session cookie.
 */
export function createApiClient(apiBaseUrl: string, options: ApiClientOptions = {}) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return hc<ApiType>(`${apiBaseUrl.replace(/\/+$/, "")}${API_PREFIX}`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      send(input, { ...init, credentials: "include" }),
    ...(options.headers && { headers: options.headers }),
  });
}
export type ApiClient = ReturnType<typeof createApiClient>;

// biome-ignore lint/suspicious/noExplicitAny: matches every response format of the client
type AnyClientResponse = ClientResponse<unknown, number, any>;

/** The JSON of the 2xx answers an endpoint declares. */
export type SuccessJson<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? S extends SuccessStatusCode
      ? T
      : never
    : never;

/**
 * Awaits a call and returns its JSON; any non-2xx becomes an ApiRequestError whose message is
 * `status: body`, the spec's rule.
 */
export async function readJson<R extends AnyClientResponse>(
  pending: Promise<R>,
): Promise<SuccessJson<R>> {
  const response = (await pending) as unknown as Response;
  if (!response.ok) throw await responseError(response);
  // 204: done, with nothing to say (a leaving time cancelled where nothing was published).
  if (response.status === 204) return undefined as SuccessJson<R>;
  return (await response.json()) as SuccessJson<R>;
}

/** An absolute URL on the server for a path it answers, such as /images/logo.svg or /. */
export function siteUrl(apiBaseUrl: string, path: string): string {
  const page = typeof window === "undefined" ? "http://localhost/" : window.location.href;
  return new URL(path, new URL(apiBaseUrl || "/", page)).toString();
}
