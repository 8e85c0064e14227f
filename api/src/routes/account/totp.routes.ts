import {
  accountMessages,
  TotpConfirmSchema,
  TotpEnableSchema,
  TotpSetupRequestSchema,
  type TotpStatus,
} from "@app/contract";
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { accountGuesses } from "../../auth/login-throttle.ts";
import { recoveryCodesLeft, replaceRecoveryCodes } from "../../auth/recovery-codes.ts";
import { relyingParty } from "../../auth/relying-party.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { generateTotpKey, matchingTotpStep, totpSetupOf } from "../../auth/totp.ts";
import { adminRecoveryCodes, adminUsers } from "../../db/schema.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { assertRecentSignIn, confirmSecrets, signedInAdmin, tellOwner } from "./account-guard.ts";

/** Two-step sign-in with an authenticator app (RFC 6238) and single-use recovery codes. */
export const totpRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const { config } = deps;
  const small = limitBody(4 * 1024);
  return new Hono<AppEnv>()
    .use("/admin/totp", requireAdmin(deps))
    .use("/admin/totp/*", requireAdmin(deps))
    .get("/admin/totp", async (c) => {
      const admin = await signedInAdmin(c, db);
      const status: TotpStatus = {
        enabled: admin.totpKey !== null,
        recoveryCodesLeft: admin.totpKey ? await recoveryCodesLeft(db, admin.id) : 0,
      };
      return c.json(status, 200);
    })
    .post("/admin/totp/setup", small, validate("json", TotpSetupRequestSchema), async (c) => {
      const admin = await signedInAdmin(c, db);
      if (admin.totpKey) throw new HttpError(409, accountMessages.totpAlreadyEnabled);
      await assertRecentSignIn(c, db, config, admin, c.req.valid("json"));
      const key = generateTotpKey();
      await db.update(adminUsers).set({ totpPendingKey: key }).where(eq(adminUsers.id, admin.id));
      c.header("Cache-Control", "no-store");
      return c.json(totpSetupOf(key, relyingParty(c, config).name, admin.email), 200);
    })
    .post("/admin/totp/enable", small, validate("json", TotpEnableSchema), async (c) => {
      const { code } = c.req.valid("json");
      const admin = await signedInAdmin(c, db);
      if (admin.totpKey) throw new HttpError(409, accountMessages.totpAlreadyEnabled);
      if (!admin.totpPendingKey) throw new HttpError(409, accountMessages.totpNotStarted);
      const guesses = accountGuesses(c, db, config, admin);
      await guesses.assertAllowed();
      const step = matchingTotpStep(admin.totpPendingKey, code);
      if (step === null) {
        await guesses.failed();
        throw new HttpError(400, accountMessages.invalidCode, {
          code: accountMessages.invalidCode,
        });
      }
      await guesses.release();
      const recoveryCodes = await db.transaction(async (tx) => {
        // Only the key this set-up showed: a second set-up meanwhile makes this one stale.
        const turnedOn = await tx
          .update(adminUsers)
          .set({ totpKey: admin.totpPendingKey, totpPendingKey: null, totpLastStep: step })
          .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.totpKey)))
          .returning({ id: adminUsers.id });
        if (turnedOn.length === 0) throw new HttpError(409, accountMessages.totpAlreadyEnabled);
        await recordActivity(tx, activityOrigin(c, config.trustProxy), { action: "totp.enabled" });
        return replaceRecoveryCodes(tx, admin.id);
      });
      tellOwner(c, deps, "totpEnabled");
      c.header("Cache-Control", "no-store");
      return c.json({ recoveryCodes }, 200);
    })
    .post("/admin/totp/disable", small, validate("json", TotpConfirmSchema), async (c) => {
      const admin = await signedInAdmin(c, db);
      if (!admin.totpKey) throw new HttpError(409, accountMessages.totpNotEnabled);
      await confirmSecrets(c, db, config, admin, c.req.valid("json"));
      await db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          .set({ totpKey: null, totpPendingKey: null, totpLastStep: null })
          .where(eq(adminUsers.id, admin.id));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.id));
        await recordActivity(tx, activityOrigin(c, config.trustProxy), { action: "totp.disabled" });
      });
      tellOwner(c, deps, "totpDisabled");
      return c.json({ success: true as const }, 200);
    })
    .post("/admin/totp/recovery-codes", small, validate("json", TotpConfirmSchema), async (c) => {
      const admin = await signedInAdmin(c, db);
      if (!admin.totpKey) throw new HttpError(409, accountMessages.totpNotEnabled);
      await confirmSecrets(c, db, config, admin, c.req.valid("json"));
      const recoveryCodes = await db.transaction(async (tx) => {
        await recordActivity(tx, activityOrigin(c, config.trustProxy), {
          action: "totp.recoveryCodesRenewed",
        });
        return replaceRecoveryCodes(tx, admin.id);
      });
      c.header("Cache-Control", "no-store");
      return c.json({ recoveryCodes }, 200);
    });
};
