import {
  accountMessages,
  apiErrorMessages,
  LoginFormSchema,
  LogoutSchema,
  permissionsOf,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppConfig, AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { findAdminByEmail, findAdminById, normalizeEmail } from "../../auth/admin-accounts.ts";
import { presentedDevice } from "../../auth/known-devices.ts";
import { guessCounter } from "../../auth/login-throttle.ts";
import {
  checkPassword,
  hashPassword,
  type PasswordCheck,
  verifyAgainstDummy,
} from "../../auth/password.ts";
import { passwordProblem, siteNames } from "../../auth/password-policy.ts";
import { redeemRecoveryCode } from "../../auth/recovery-codes.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { invalidateAllSessions, invalidateSession } from "../../auth/session.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { completeSignIn } from "../../auth/start-session.ts";
import { acceptTotpCode } from "../../auth/totp.ts";
import type { Db } from "../../db/database.ts";
import { adminUsers } from "../../db/schema.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
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
      const admin = await findAdminByEmail(db, account);
      // A browser this account signed in from before guesses on its own allowance.
      const guesses = guessCounter(
        db,
        clientThrottleKey(c, config.trustProxy),
        account,
        admin ? presentedDevice(c, admin.id) : undefined,
      );
      await guesses.assertAllowed();
      const failed = async (reason: string) => {
        await guesses.failed();
        await recordActivity(db, activityOrigin(c, config.trustProxy, account), {
          action: "login.failure",
          detail: reason,
        });
      };

      const check = admin
        ? await checkPassword(admin.passwordHash, password)
        : { valid: await verifyAgainstDummy(password), rehash: false };
      if (!admin || !check.valid) {
        await failed(admin ? "wrong password" : "no account with this e-mail");
        throw new HttpError(401, apiErrorMessages.invalidCredentials);
      }
      // Before any code is used up or the guesses are forgiven: a disabled account signs in
      // with nothing, and a guess at it counts as a guess.
      if (admin.disabledAt) {
        await failed("account disabled");
        throw new HttpError(403, apiErrorMessages.accountDisabled);
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
      const passwordChangeSuggested = await notePasswordStrength(
        db,
        config,
        admin,
        password,
        check,
      );
      await completeSignIn(c, deps, admin, method);
      return c.json({ admin: { email: admin.email, passwordChangeSuggested } }, 200);
    })
    .route("/", passkeyLoginRoutes(deps))
    .post(
      "/admin/logout",
      requireAdmin(deps),
      limitBody(1024),
      // No body signs this session out; `{ "everywhere": true }` every session of the account.
      validate("json", LogoutSchema.optional()),
      async (c) => {
        const everywhere = c.req.valid("json")?.everywhere === true;
        const origin = activityOrigin(c, config.trustProxy);
        if (everywhere) {
          await invalidateAllSessions(db, c.get("admin").id);
        } else {
          await invalidateSession(db, c.get("sessionId"));
        }
        clearSessionCookie(c, config);
        await recordActivity(db, origin, {
          action: "logout",
          ...(everywhere && { detail: "every device (all sessions ended)" }),
        });
        return c.json({ success: true as const }, 200);
      },
    )
    .get("/admin/me", requireAdmin(deps), async (c) => {
      const admin = await findAdminById(db, c.get("admin").id);
      const { email, role } = c.get("admin");
      return c.json(
        {
          admin: {
            email,
            name: admin?.name ?? "",
            role,
            // What the admin shows: the areas this person may use (the roles table).
            permissions: [...permissionsOf(role)],
            passwordChangeSuggested: admin?.passwordChangeSuggested ?? false,
          },
        },
        200,
      );
    });
};

/**
 * After a password sign-in: a hash made before NFKC normalisation is replaced, and the account
 * notes whether the password meets today's policy. One set under an older policy keeps
 * working; the admin then asks for a new one (`passwordChangeSuggested`).
 */
async function notePasswordStrength(
  db: Db,
  config: AppConfig,
  admin: { id: string; email: string; passwordChangeSuggested: boolean },
  password: string,
  check: PasswordCheck,
): Promise<boolean> {
  const weak =
    passwordProblem(password, {
      email: admin.email,
      siteNames: await siteNames(db, config.publicUrl),
    }) !== null;
  if (weak !== admin.passwordChangeSuggested || check.rehash) {
    await db
      .update(adminUsers)
      .set({
        passwordChangeSuggested: weak,
        ...(check.rehash && { passwordHash: await hashPassword(password) }),
      })
      .where(eq(adminUsers.id, admin.id));
  }
  return weak;
}
