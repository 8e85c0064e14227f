import { ActivityQuerySchema, roleMay } from "@app/contract";
import { Hono } from "hono";
import { listActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { findAdminById } from "../../auth/admin-accounts.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { validate } from "../../lib/validate.ts";

/**
 * The activity log, read-only: nothing in the API edits or deletes an entry. Each entry names
 * its person by e-mail (kept after the account is removed).
 */
export const activityRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get(
    "/admin/activity",
    requireAdmin(deps),
    validate("query", ActivityQuerySchema),
    async (c) => {
      const query = c.req.valid("query");
      const { db } = deps.database;
      const { id, role, email } = c.get("admin");
      if (roleMay(role, "activity.everyone")) return c.json(await listActivity(db, query), 200);
      // Anyone else reads their own entries, from their account's start: an address given
      // again to someone new does not show them what its earlier holder did.
      const account = await findAdminById(db, id);
      const own = { ...query, person: email };
      return c.json(await listActivity(db, own, { notBefore: account?.createdAt }), 200);
    },
  );
