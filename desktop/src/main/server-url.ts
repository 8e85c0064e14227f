/**
 * The server address the admin types in: normalised, then checked with GET /api/health before
 * it is saved. No Electron import.
 */

export type ServerUrlResult = { ok: true; url: string } | { ok: false; error: string };

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(:\d+)?$/i;

/**
 * "example.com" -> "https://example.com"; "localhost:3000" -> "http://localhost:3000";
 * a trailing slash, query or fragment is dropped; a path prefix is kept.
 */
export function normalizeServerUrl(input: string): ServerUrlResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: "Enter the address of the site's server." };
  const host = trimmed.split(/[/?#]/, 1)[0] ?? "";
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `${LOCAL_HOST.test(host) ? "http" : "https"}://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: "That is not a web address." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, error: "The address must start with https:// or http://." };
  }
  if (url.username || url.password) {
    return { ok: false, error: "Leave the user name and password out of the address." };
  }
  const path = url.pathname.replace(/\/+$/, "");
  return { ok: true, url: `${url.origin}${path}` };
}

export type HealthResult = { ok: true } | { ok: false; error: string };

/** GET {server}/api/health: the server answers 200 {status:"ok"} when it and its database are up. */
export async function checkServerHealth(
  serverUrl: string,
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  timeoutMs = 8000,
): Promise<HealthResult> {
  const where = new URL(serverUrl).host;
  let response: Response;
  try {
    response = await doFetch(`${serverUrl}/api/health`, {
      method: "GET",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return {
      ok: false,
      error: timedOut
        ? `${where} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`
        : `Cannot reach ${where}. Check the address and your connection.`,
    };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: handled below
  }
  const status = (body as { status?: unknown } | null)?.status;
  if (response.ok && status === "ok") return { ok: true };
  if (response.status === 503) {
    return { ok: false, error: `${where} answers, but its database is not available (503).` };
  }
  return {
    ok: false,
    error: `${where} answered ${response.status}, not like this site's server. Check the address.`,
  };
}
