import {
  accountMessages,
  apiErrorMessages,
  PASSKEY_OPTIONS_LIMIT,
  PasskeyLoginSchema,
} from "@app/contract";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { findAdminById } from "../../auth/admin-accounts.ts";
import { guessCounter } from "../../auth/login-throttle.ts";
import { authenticationOptions, verifyPasskeySignIn } from "../../auth/passkeys.ts";
import { relyingParty } from "../../auth/relying-party.ts";
import { completeSignIn } from "../../auth/start-session.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { reserveThrottleSlot, type ThrottleRule } from "../../lib/throttle.ts";
import { validate } from "../../lib/validate.ts";

/** Passkey sign-in options handed out per client address: a person needs a handful. */
const optionsRule: ThrottleRule = {
  bucket: "passkey-options",
  max: PASSKEY_OPTIONS_LIMIT,
  windowMs: 10 * 60 * 1000,
};

/** Signing in with a passkey instead of password and code: options, then the signed answer. */
export const passkeyLoginRoutes = (deps: AppDeps) => {
  const { config } = deps;
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .post("/admin/passkey-login/options", async (c) => {
      // Each call stores a challenge: a client may ask only so often.
      const slot = await reserveThrottleSlot(
        db,
        optionsRule,
        clientThrottleKey(c, config.trustProxy),
      );
      if (slot.limited) {
        throw new HttpError(429, apiErrorMessages.tooManyRequests, undefined, {
          "Retry-After": String(slot.retryAfterSeconds),
        });
      }
      c.header("Cache-Control", "no-store");
      return c.json(await authenticationOptions(db, relyingParty(c, config)), 200);
    })
    .post(
      "/admin/passkey-login",
      limitBody(64 * 1024),
      validate("json", PasskeyLoginSchema),
      async (c) => {
        const guesses = guessCounter(db, clientThrottleKey(c, config.trustProxy));
        await guesses.assertAllowed();
        const { response } = c.req.valid("json");
        const result = await verifyPasskeySignIn(db, relyingParty(c, config), response);
        if (!result) {
          await guesses.failed();
          await recordActivity(db, activityOrigin(c, config.trustProxy, null), {
            action: "login.failure",
            detail: "passkey not recognised",
          });
          throw new HttpError(401, accountMessages.passkeyFailed);
        }
        await guesses.succeeded();
        await completeSignIn(c, deps, result.admin, `passkey “${result.passkeyName}”`);
        // A passkey says nothing about the password: what its last sign-in found stands.
        const admin = await findAdminById(db, result.admin.id);
        const passwordChangeSuggested = admin?.passwordChangeSuggested ?? false;
        return c.json({ admin: { email: result.admin.email, passwordChangeSuggested } }, 200);
      },
    );
};
