import { apiErrorMessages } from "@app/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv, HttpConfig } from "../app-env.ts";
import type { Database } from "../db/database.ts";
import { requestClient } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import { servedOverHttps } from "./host-cookies.ts";
import { refusalFor, routeRuleOf } from "./route-permissions.ts";
import { validateSessionToken } from "./session.ts";
import { readSessionCookie, writeSessionCookie } from "./session-cookie.ts";

/**
 * Admin-only routes: a valid session cookie or 401, and a role that may use the route or 403
 * (route-permissions.ts). The session is read from the database on
 * every request, so one ended anywhere ends here at once. Renews the cookie when it slides.
 *
 * Over https the cookie is `__Host-admin_session`. A session opened before the prefix still
 * comes under the bare name: it is accepted, and its cookie moved to the new name. A session
 * issued under the new name is never accepted under the bare one (that one was planted).
 */
export const requireAdmin = ({ database, config }: { database: Database; config: HttpConfig }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const presented = readSessionCookie(c);
    const result = presented
      ? await validateSessionToken(
          database.db,
          presented.value,
          requestClient(c, config.trustProxy),
        )
      : null;
    if (!presented || !result || (presented.legacy && result.session.hostCookie)) {
      throw new HttpError(401, apiErrorMessages.notAuthenticated);
    }
    // Written again under the new name (the bare one is removed); requests already on their
    // way with the bare name still pass, so a panel loading several things at once is not
    // signed out halfway. Such a session ends within SESSION_ABSOLUTE_MS like any other.
    const moveToHostCookie = presented.legacy && servedOverHttps(c, config);
    if (result.renewed || moveToHostCookie) {
      writeSessionCookie(c, presented.value, result.session.expiresAt, config);
    }
    // What the person's role may do with this route: the team's table (route-permissions.ts).
    const refusal = refusalFor(result.user.role, routeRuleOf(c.req.method, c.req.path));
    if (refusal) throw new HttpError(403, refusal);
    c.set("admin", result.user);
    c.set("sessionId", result.session.id);
    c.set("sessionVerifiedAt", result.session.verifiedAt);
    c.header("Cache-Control", "no-store");
    await next();
  });
