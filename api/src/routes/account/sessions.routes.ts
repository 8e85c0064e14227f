import { type AdminSessionInfo, accountMessages, SessionPublicIdSchema } from "@app/contract";
import { Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import {
  invalidateOtherSessions,
  listSessions,
  revokeSession,
  type Session,
} from "../../auth/session.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { pathParams } from "../../lib/db-id.ts";
import { HttpError } from "../../lib/http-error.ts";
import { assertRecentSignIn, optionalProof, signedInAdmin } from "./account-guard.ts";

const infoOf = (session: Session, currentId: string): AdminSessionInfo => ({
  id: session.publicId,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  ip: session.ip,
  userAgent: session.userAgent,
  current: session.id === currentId,
});

/** Where the administrator is signed in, and ending those sessions. */
export const sessionRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const { config } = deps;
  const { trustProxy } = config;
  return new Hono<AppEnv>()
    .use("/admin/sessions", requireAdmin(deps))
    .use("/admin/sessions/*", requireAdmin(deps))
    .get("/admin/sessions", async (c) => {
      const sessions = await listSessions(db, c.get("admin").id);
      return c.json({ items: sessions.map((s) => infoOf(s, c.get("sessionId"))) }, 200);
    })
    .post("/admin/sessions/end-others", limitBody(4 * 1024), async (c) => {
      // A stolen session must not be able to end the owner's own.
      await assertRecentSignIn(c, db, config, await signedInAdmin(c, db), await optionalProof(c));
      const ended = await invalidateOtherSessions(db, c.get("admin").id, c.get("sessionId"));
      await recordActivity(db, activityOrigin(c, trustProxy), {
        action: "session.revoked",
        target: "every other session",
        detail: `${ended} ended`,
      });
      return c.json({ ended }, 200);
    })
    .delete(
      "/admin/sessions/:id",
      pathParams(SessionPublicIdSchema, accountMessages.sessionNotFound),
      limitBody(4 * 1024),
      async (c) => {
        await assertRecentSignIn(c, db, config, await signedInAdmin(c, db), await optionalProof(c));
        const { id } = c.req.valid("param");
        const ended = await revokeSession(db, c.get("admin").id, id);
        if (!ended) throw new HttpError(404, accountMessages.sessionNotFound);
        await recordActivity(db, activityOrigin(c, trustProxy), {
          action: "session.revoked",
          target: `session ${id.slice(0, 8)}`,
        });
        return c.json({ success: true as const }, 200);
      },
    );
};
