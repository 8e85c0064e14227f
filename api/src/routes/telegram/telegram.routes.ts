import { telegramMessages } from "@app/contract";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { HttpError } from "../../lib/http-error.ts";

/**
 * The staff group's bot in the admin (decision 046): its state and a test message in Settings,
 * and each person linking their own Telegram account in Account.
 */
export const telegramRoutes = (deps: AppDeps) => {
  const admin = requireAdmin(deps);
  const { telegram, config } = deps;
  const { db } = deps.database;
  const assertOn = () => {
    if (!telegram.enabled) throw new HttpError(409, telegramMessages.off);
  };

  return new Hono<AppEnv>()
    .get("/admin/telegram", admin, async (c) => c.json(await telegram.settings(), 200))
    .post("/admin/telegram/test", admin, async (c) => {
      assertOn();
      // 200 whatever Telegram said: the request worked, and its answer is the result.
      return c.json(await telegram.sendTest(), 200);
    })
    .get("/admin/telegram/link", admin, async (c) =>
      c.json(await telegram.linkState(c.get("admin").id), 200),
    )
    .post("/admin/telegram/link", admin, async (c) => {
      assertOn();
      return c.json(await telegram.linkCode(c.get("admin").id), 201);
    })
    .delete("/admin/telegram/link", admin, async (c) => {
      const unlinked = await db.transaction(async (tx) => {
        if (!(await telegram.unlink(c.get("admin").id, tx))) return false;
        await recordActivity(tx, activityOrigin(c, config.trustProxy), {
          action: "telegram.unlinked",
        });
        return true;
      });
      if (!unlinked) throw new HttpError(404, telegramMessages.notLinked);
      return c.json(await telegram.linkState(c.get("admin").id), 200);
    });
};
