import { leadMailMessages } from "@app/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { HttpError } from "../../lib/http-error.ts";

/** The admin's view of lead e-mails: the configuration (never the password) and a test send. */
export const mailRoutes = (deps: AppDeps) => {
  const admin = requireAdmin(deps);
  const { leadMail } = deps;
  return new Hono<AppEnv>()
    .get("/admin/mail", admin, async (c) => c.json(await leadMail.settings(), 200))
    .post("/admin/mail/test", admin, async (c) => {
      if (!leadMail.enabled) throw new HttpError(409, leadMailMessages.mailOff);
      // 200 whatever the mail server said: the request worked, and its answer is the result.
      return c.json(await leadMail.sendTest(), 200);
    });
};
