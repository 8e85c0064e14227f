import { accountMessages, apiErrorMessages, LoginFormSchema } from "@app/contract";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { findAdminByEmail, normalizeEmail } from "../../auth/admin-accounts.ts";
import { guessCounter } from "../../auth/login-throttle.ts";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password.ts";
import { redeemRecoveryCode } from "../../auth/recovery-codes.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { invalidateSession } from "../../auth/session.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { completeSignIn } from "../../auth/start-session.ts";
import { acceptTotpCode } from "../../auth/totp.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { passkeyLoginRoutes } from "./passkey-login.routes.ts";

export const adminAuthRoutes = (deps: AppDeps) => {
  const { config } = deps;
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .post("/admin/login", limitBody(16 * 1024), validate("json", LoginFormSchema), async (c) => {
      const { email, password, code, recoveryCode } = c.req.valid("json");
      const account = normalizeEmail(email);
      const guesses = guessCounter(db, clientAddress(c, config.trustProxy), account);
      await guesses.assertAllowed();
      const failed = async (reason: string) => {
        await guesses.failed();
        await recordActivity(db, activityOrigin(c, config.trustProxy, account), {
          action: "login.failure",
          detail: reason,
        });
      };

      const admin = await findAdminByEmail(db, account);
      const valid = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!admin || !valid) {
        await failed(admin ? "wrong password" : "no account with this e-mail");
        throw new HttpError(401, apiErrorMessages.invalidCredentials);
      }

      let method = "password";
      if (admin.totpKey) {
        if (recoveryCode !== undefined) {
          if (!(await redeemRecoveryCode(db, admin.id, recoveryCode))) {
            await failed("wrong or used recovery code");
            return c.json({ error: accountMessages.invalidRecoveryCode, totpRequired: true }, 401);
          }
          method = "password and recovery code";
          await recordActivity(db, activityOrigin(c, config.trustProxy, admin.email), {
            action: "totp.recoveryCodeUsed",
          });
        } else if (code !== undefined) {
          if (!(await acceptTotpCode(db, admin, code))) {
            await failed("wrong, expired or reused authenticator code");
            return c.json({ error: accountMessages.invalidCode, totpRequired: true }, 401);
          }
          method = "password and authenticator code";
        } else {
          await guesses.release();
          return c.json({ error: accountMessages.totpRequired, totpRequired: true }, 401);
        }
      }

      await guesses.succeeded();
      await completeSignIn(c, deps, admin, method);
      return c.json({ admin: { email: admin.email } }, 200);
    })
    .route("/", passkeyLoginRoutes(deps))
    .post("/admin/logout", requireAdmin(deps), async (c) => {
      await invalidateSession(db, c.get("sessionId"));
      clearSessionCookie(c, config.trustProxy);
      await recordActivity(db, activityOrigin(c, config.trustProxy), { action: "logout" });
      return c.json({ success: true as const }, 200);
    })
    .get("/admin/me", requireAdmin(deps), (c) =>
      c.json({ admin: { email: c.get("admin").email } }, 200),
    );
};
