import { accountMessages, PasswordChangeSchema } from "@app/contract";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { passwordProblem, siteNames } from "../../auth/password-policy.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { invalidateAllSessions } from "../../auth/session.ts";
import { openSession } from "../../auth/start-session.ts";
import { adminUsers } from "../../db/schema.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { confirmSecrets, signedInAdmin, tellOwner } from "./account-guard.ts";

/**
 * Changing the password: the current one is checked (throttled like logins), the new one meets
 * the same policy as `admin:create` (password-policy.ts: length, then common and breached
 * passwords, the e-mail and the site's names). Every session ends; this one continues under a
 * new token.
 */
export const passwordRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const { config } = deps;
  return new Hono<AppEnv>().post(
    "/admin/password",
    requireAdmin(deps),
    limitBody(16 * 1024),
    validate("json", PasswordChangeSchema),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      const admin = await signedInAdmin(c, db);
      await confirmSecrets(
        c,
        db,
        config,
        admin,
        { password: currentPassword },
        { passwordField: "currentPassword", secondFactor: "never" },
      );
      const problem = passwordProblem(newPassword, {
        email: admin.email,
        siteNames: await siteNames(db, config.publicUrl),
      });
      if (problem) throw new HttpError(400, problem, { newPassword: problem });
      if (await verifyPassword(admin.passwordHash, newPassword)) {
        throw new HttpError(400, accountMessages.samePassword, {
          newPassword: accountMessages.samePassword,
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          .set({ passwordHash, passwordChangedAt: new Date(), passwordChangeSuggested: false })
          .where(eq(adminUsers.id, admin.id));
        await invalidateAllSessions(tx, admin.id);
        await openSession(c, tx, config, admin.id);
        await recordActivity(tx, activityOrigin(c, config.trustProxy), {
          action: "password.changed",
        });
      });
      tellOwner(c, deps, "passwordChanged");
      return c.json({ success: true as const }, 200);
    },
  );
};
