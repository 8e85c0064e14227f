import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isHttps } from "../lib/client-address.ts";

export const SESSION_COOKIE = "admin_session";

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Lax, Secure over https; its lifetime follows the session's. */
export function writeSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  trustProxy: boolean,
) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c, trustProxy),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, trustProxy: boolean) {
  deleteCookie(c, SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c, trustProxy),
    path: "/",
  });
}
