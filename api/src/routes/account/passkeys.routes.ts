import { accountMessages, PasskeyRegistrationSchema, ReauthSchema } from "@app/contract";
import { Hono } from "hono";
import { z } from "zod";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
} from "../../auth/passkeys.ts";
import { relyingParty } from "../../auth/relying-party.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { pathParams } from "../../lib/db-id.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { assertRecentSignIn, optionalProof, signedInAdmin, tellOwner } from "./account-guard.ts";

const PasskeyParamSchema = z.object({ id: z.string().min(1).max(1400) });

/** The administrator's passkeys: register (options, then the authenticator's answer), list, remove. */
export const passkeyRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const { config } = deps;
  return new Hono<AppEnv>()
    .use("/admin/passkeys", requireAdmin(deps))
    .use("/admin/passkeys/*", requireAdmin(deps))
    .get("/admin/passkeys", async (c) =>
      c.json({ items: await listPasskeys(db, c.get("admin").id) }, 200),
    )
    .post(
      "/admin/passkeys/options",
      limitBody(4 * 1024),
      validate("json", ReauthSchema),
      async (c) => {
        const admin = await signedInAdmin(c, db);
        await assertRecentSignIn(c, db, config, admin, c.req.valid("json"));
        c.header("Cache-Control", "no-store");
        return c.json(await registrationOptions(db, relyingParty(c, config), admin), 200);
      },
    )
    .post(
      "/admin/passkeys",
      limitBody(64 * 1024),
      validate("json", PasskeyRegistrationSchema),
      async (c) => {
        const { name, response } = c.req.valid("json");
        const passkey = await registerPasskey(
          db,
          relyingParty(c, config),
          c.get("admin").id,
          name,
          response,
        );
        await recordActivity(db, activityOrigin(c, config.trustProxy), {
          action: "passkey.added",
          target: name,
        });
        tellOwner(c, deps, "passkeyAdded", `“${name}”`);
        return c.json({ passkey }, 201);
      },
    )
    .delete(
      "/admin/passkeys/:id",
      pathParams(PasskeyParamSchema, accountMessages.passkeyNotFound),
      limitBody(4 * 1024),
      async (c) => {
        // Removing a way in is as sensitive as adding one: the owner's passkey is not a thief's to drop.
        await assertRecentSignIn(c, db, config, await signedInAdmin(c, db), await optionalProof(c));
        const name = await removePasskey(db, c.get("admin").id, c.req.valid("param").id);
        if (name === null) throw new HttpError(404, accountMessages.passkeyNotFound);
        await recordActivity(db, activityOrigin(c, config.trustProxy), {
          action: "passkey.removed",
          target: name,
        });
        tellOwner(c, deps, "passkeyRemoved", `“${name}”`);
        return c.json({ success: true as const }, 200);
      },
    );
};
