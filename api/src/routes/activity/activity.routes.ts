import { ActivityQuerySchema, roleMay } from "@app/contract";
import { Hono } from "hono";
import { listActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
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
      const { role, email } = c.get("admin");
      // The owner reads everyone's entries (or one person's); anyone else, their own.
      const person = roleMay(role, "activity.everyone") ? query.person : email;
      return c.json(await listActivity(deps.database.db, { ...query, person }), 200);
    },
  );
