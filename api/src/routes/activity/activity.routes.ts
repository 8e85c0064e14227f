import { ActivityQuerySchema } from "@app/contract";
import { Hono } from "hono";
import { listActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { validate } from "../../lib/validate.ts";

/** The activity log, read-only: nothing in the API edits or deletes an entry. */
export const activityRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get(
    "/admin/activity",
    requireAdmin(deps),
    validate("query", ActivityQuerySchema),
    async (c) => c.json(await listActivity(deps.database.db, c.req.valid("query")), 200),
  );
