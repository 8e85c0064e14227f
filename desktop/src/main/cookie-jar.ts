/**
 * A minimal cookie jar for a fetch that has none (Node's): enough to keep an API session
 * across calls. The app itself uses Electron's session.fetch, whose cookie store is Chromium's;
 * this one serves the tests and the browser-test harness, which run the same forwarder.
 */

interface StoredCookie {
  value: string;
  /** Epoch milliseconds; null for a session cookie. */
  expires: number | null;
}

export interface CookieJar {
  /** The Cookie header for a request to this URL ("" when there is none). */
  header(url: string): string;
  /** Takes in the Set-Cookie headers of an answer from this URL. */
  store(url: string, setCookies: readonly string[]): void;
  /** Sets one cookie directly (e.g. a session made by logging in elsewhere). */
  set(url: string, name: string, value: string): void;
  clear(): void;
}

export function parseSetCookie(
  header: string,
  now = Date.now(),
): { name: string; value: string; expires: number | null } | null {
  const [pair = "", ...attributes] = header.split(";");
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let expires: number | null = null;
  for (const attribute of attributes) {
    const [key = "", raw = ""] = attribute.split("=").map((part) => part.trim());
    const lower = key.toLowerCase();
    if (lower === "max-age") {
      const seconds = Number.parseInt(raw, 10);
      if (!Number.isNaN(seconds)) expires = now + seconds * 1000;
    } else if (lower === "expires" && expires === null) {
      const at = Date.parse(raw);
      if (!Number.isNaN(at)) expires = at;
    }
  }
  return { name, value, expires };
}

export function createCookieJar(now: () => number = Date.now): CookieJar {
  const byOrigin = new Map<string, Map<string, StoredCookie>>();
  const cookiesOf = (url: string) => {
    const origin = new URL(url).origin;
    let cookies = byOrigin.get(origin);
    if (!cookies) {
      cookies = new Map();
      byOrigin.set(origin, cookies);
    }
    return cookies;
  };
  return {
    header(url) {
      const cookies = cookiesOf(url);
      const parts: string[] = [];
      for (const [name, cookie] of cookies) {
        if (cookie.expires !== null && cookie.expires <= now()) cookies.delete(name);
        else parts.push(`${name}=${cookie.value}`);
      }
      return parts.join("; ");
    },
    store(url, setCookies) {
      const cookies = cookiesOf(url);
      for (const header of setCookies) {
        const cookie = parseSetCookie(header, now());
        if (!cookie) continue;
        if (cookie.expires !== null && cookie.expires <= now()) cookies.delete(cookie.name);
        else cookies.set(cookie.name, { value: cookie.value, expires: cookie.expires });
      }
    },
    set(url, name, value) {
      cookiesOf(url).set(name, { value, expires: null });
    },
    clear() {
      byOrigin.clear();
    },
  };
}

/** Wraps a fetch so it sends and keeps cookies through the jar. */
export function fetchWithCookies(jar: CookieJar, baseFetch: typeof fetch = fetch) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await baseFetch(url, { ...init, headers });
    jar.store(url, response.headers.getSetCookie());
    return response;
  };
}
