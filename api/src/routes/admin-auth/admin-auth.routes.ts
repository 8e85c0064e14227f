import {
  apiErrorMessages,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LoginFormSchema,
} from "@app/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { findAdminByEmail, normalizeEmail } from "../../auth/admin-accounts.ts";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  sessionIdFromToken,
} from "../../auth/session.ts";
import {
  clearSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from "../../auth/session-cookie.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  clearThrottle,
  recordThrottleEvent,
  type ThrottleRule,
  throttleState,
} from "../../lib/throttle.ts";
import { validate } from "../../lib/validate.ts";

const byAddress: ThrottleRule = {
  bucket: "login-address",
  max: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const byAccount: ThrottleRule = {
  bucket: "login-account",
  max: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};

export const adminAuthRoutes = (deps: AppDeps) => {
  const { database, config } = deps;
  const db = database.db;
  return new Hono<AppEnv>()
    .post("/admin/login", limitBody(16 * 1024), validate("json", LoginFormSchema), async (c) => {
      const { email, password } = c.req.valid("json");
      const address = clientAddress(c, config.trustProxy);
      const account = normalizeEmail(email);

      for (const [rule, key] of [
        [byAddress, address],
        [byAccount, account],
      ] as const) {
        const state = await throttleState(db, rule, key);
        if (state.limited) {
          throw new HttpError(429, apiErrorMessages.tooManyLoginAttempts, undefined, {
            "Retry-After": String(state.retryAfterSeconds),
          });
        }
      }

      const admin = await findAdminByEmail(db, account);
      const valid = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!admin || !valid) {
        await recordThrottleEvent(db, byAddress, address);
        await recordThrottleEvent(db, byAccount, account);
        throw new HttpError(401, apiErrorMessages.invalidCredentials);
      }

      // A session token planted before login never becomes a logged-in session.
      const previous = readSessionCookie(c);
      if (previous) await invalidateSession(db, sessionIdFromToken(previous));

      await clearThrottle(db, byAccount, account);
      const token = generateSessionToken();
      const session = await createSession(db, token, admin.id);
      writeSessionCookie(c, token, session.expiresAt, config.trustProxy);
      c.header("Cache-Control", "no-store");
      return c.json({ admin: { email: admin.email } }, 200);
    })
    .post("/admin/logout", requireAdmin(deps), async (c) => {
      await invalidateSession(db, c.get("sessionId"));
      clearSessionCookie(c, config.trustProxy);
      return c.json({ success: true as const }, 200);
    })
    .get("/admin/me", requireAdmin(deps), (c) =>
      c.json({ admin: { email: c.get("admin").email } }, 200),
    );
};
