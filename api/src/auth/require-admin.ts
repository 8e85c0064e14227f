import { apiErrorMessages } from "@app/contract";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requestClient } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import { validateSessionToken } from "./session.ts";
import { readSessionCookie, writeSessionCookie } from "./session-cookie.ts";

/**
 * Admin-only routes: a valid session cookie or 401. The session is read from the database on
 * every request, so one ended anywhere ends here at once. Renews the cookie when it slides.
 */
export const requireAdmin = ({ database, config }: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c);
    const result = token
      ? await validateSessionToken(database.db, token, requestClient(c, config.trustProxy))
      : null;
    if (!token || !result) throw new HttpError(401, apiErrorMessages.notAuthenticated);
    if (result.renewed) writeSessionCookie(c, token, result.session.expiresAt, config.trustProxy);
    c.set("admin", result.user);
    c.set("sessionId", result.session.id);
    c.set("sessionVerifiedAt", result.session.verifiedAt);
    c.header("Cache-Control", "no-store");
    await next();
  });
