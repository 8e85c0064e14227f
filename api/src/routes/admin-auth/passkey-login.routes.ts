import { accountMessages, PasskeyLoginSchema } from "@app/contract";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { guessCounter } from "../../auth/login-throttle.ts";
import { authenticationOptions, verifyPasskeySignIn } from "../../auth/passkeys.ts";
import { relyingParty } from "../../auth/relying-party.ts";
import { completeSignIn, type SignInDeps } from "../../auth/start-session.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";

/** Signing in with a passkey instead of password and code: options, then the signed answer. */
export const passkeyLoginRoutes = (deps: AppDeps, signIn: SignInDeps) => {
  const { config } = deps;
  const { db } = signIn;
  return new Hono<AppEnv>()
    .post("/admin/passkey-login/options", async (c) => {
      const guesses = guessCounter(db, clientAddress(c, config.trustProxy));
      await guesses.assertAllowed();
      c.header("Cache-Control", "no-store");
      return c.json(await authenticationOptions(db, relyingParty(c, config)), 200);
    })
    .post(
      "/admin/passkey-login",
      limitBody(64 * 1024),
      validate("json", PasskeyLoginSchema),
      async (c) => {
        const guesses = guessCounter(db, clientAddress(c, config.trustProxy));
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
        await completeSignIn(c, signIn, result.admin, `passkey “${result.passkeyName}”`);
        return c.json({ admin: { email: result.admin.email } }, 200);
      },
    );
};
