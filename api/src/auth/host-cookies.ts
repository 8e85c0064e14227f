import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { HttpConfig } from "../app-env.ts";

import { isHttps } from "../lib/client-address.ts";

/** What decides how the admin's cookies are written. */
export type CookieConfig = Pick<HttpConfig, "trustProxy" | "publicUrl">;

/**
 * Whether the browser reaches the site over https: the request came over https (directly, or
 * through a proxy trusted with TRUST_PROXY), or it names the host of an https PUBLIC_URL (a
 * proxy in front terminates TLS). A request to another name (the machine's address on the
 * local network, localhost) is plain http, where a browser would drop a Secure cookie.
 */
export function servedOverHttps(c: Context, config: CookieConfig): boolean {
  if (isHttps(c, config.trustProxy)) return true;
  if (!config.publicUrl?.startsWith("https:")) return false;
  return new URL(c.req.url).host.toLowerCase() === new URL(config.publicUrl).host.toLowerCase();
}

/**
 * The admin's cookies (session, device) over https carry the `__Host-` prefix: the browser
 * takes them only with Secure, Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-http page can set or overwrite them. Over plain http (local use) the bare name.
 */
export const hostCookieName = (name: string) => `__Host-${name}`;

export interface PresentedCookie {
  value: string;
  /** Sent under the bare name: set before the prefix, or over plain http. */
  legacy: boolean;
}

/** The cookie under its `__Host-` name, or else under its bare name. */
export function readHostCookie(c: Context, name: string): PresentedCookie | undefined {
  const prefixed = getCookie(c, hostCookieName(name));
  if (prefixed) return { value: prefixed, legacy: false };
  const bare = getCookie(c, name);
  return bare ? { value: bare, legacy: true } : undefined;
}

type Attributes = Pick<CookieOptions, "expires" | "maxAge">;

/**
 * HttpOnly, SameSite=Lax, Path=/; over https Secure under the `__Host-` name, and a bare one
 * the browser still holds is removed (its value moves to the new name).
 */
export function writeHostCookie(
  c: Context,
  config: CookieConfig,
  name: string,
  value: string,
  attributes: Attributes,
): void {
  const https = servedOverHttps(c, config);
  const options: CookieOptions = { httpOnly: true, sameSite: "Lax", path: "/", ...attributes };
  if (!https) {
    setCookie(c, name, value, { ...options, secure: false });
    return;
  }
  setCookie(c, hostCookieName(name), value, { ...options, secure: true });
  if (getCookie(c, name) !== undefined) {
    deleteCookie(c, name, { httpOnly: true, sameSite: "Lax", path: "/", secure: true });
  }
}

/** Removes the cookie under both names. */
export function clearHostCookie(c: Context, config: CookieConfig, name: string): void {
  const https = servedOverHttps(c, config);
  const options = { httpOnly: true, sameSite: "Lax", path: "/", secure: https } as const;
  if (https) deleteCookie(c, hostCookieName(name), options);
  if (!https || getCookie(c, name) !== undefined) deleteCookie(c, name, options);
}
