import type { Context } from "hono";
import {
  type CookieConfig,
  clearHostCookie,
  type PresentedCookie,
  readHostCookie,
  writeHostCookie,
} from "./host-cookies.ts";

/** The bare name; over https the cookie is `__Host-admin_session` (see host-cookies.ts). */
export const SESSION_COOKIE = "admin_session";

/**
 * The session token the browser sent: under `__Host-admin_session`, or under the name it had
 * before the prefix (sessions opened then keep working; require-admin.ts moves them over).
 */
export function readSessionCookie(c: Context): PresentedCookie | undefined {
  return readHostCookie(c, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Lax, Secure and `__Host-` over https; its lifetime follows the session's. */
export function writeSessionCookie(
  c: Context,
  token: string,
  expiresAt: Date,
  config: CookieConfig,
) {
  writeHostCookie(c, config, SESSION_COOKIE, token, { expires: expiresAt });
}

export function clearSessionCookie(c: Context, config: CookieConfig) {
  clearHostCookie(c, config, SESSION_COOKIE);
}
