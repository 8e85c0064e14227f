import {
  ownSiteTarget,
  type Redirect,
  RedirectInputSchema,
  RedirectPatchSchema,
} from "@app/contract";
import { Hono } from "hono";
import { recordInTransaction } from "../../activity/activity-context.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { publicOrigin } from "../../lib/client-address.ts";
import { validate } from "../../lib/validate.ts";
import { listNotFound } from "../../redirects/not-found-log.ts";
import {
  createRedirect,
  deleteRedirect,
  type LivePage,
  listRedirects,
  renamedSectionOf,
  updateRedirect,
} from "../../redirects/redirects.service.ts";

const describe = (redirect: Redirect) => `${redirect.from} → ${redirect.to} (${redirect.status})`;

/**
 * Redirects and missing pages (decision 048): `GET/POST /api/admin/redirects`,
 * `PATCH/DELETE /api/admin/redirects/:id`, `GET /api/admin/not-found`. Every change tells every
 * process at once through the change feed.
 */
export const redirectRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const renderer = deps.caches.pages;
  /** Whether the site shows a page at an English path now (without a renderer: none known). */
  const livePageFor =
    (origin: string): LivePage =>
    async (path) =>
      renderer ? (await renderer.page(path, origin, "", { keep: false })).status === 200 : false;
  const changed = () => deps.changes.publish({ kind: "redirects" });
  const record = (
    c: Parameters<typeof recordInTransaction>[0],
    action: "redirect.added" | "redirect.changed" | "redirect.deleted",
  ) =>
    recordInTransaction<Redirect>(c, deps.config.trustProxy, (redirect) => ({
      action,
      target: redirect.from,
      detail: describe(redirect),
    }));

  return new Hono<AppEnv>()
    .get("/admin/redirects", requireAdmin(deps), async (c) => {
      await deps.redirects.flush();
      return c.json({ redirects: await listRedirects(db) }, 200);
    })
    .post(
      "/admin/redirects",
      requireAdmin(deps),
      validate("json", RedirectInputSchema),
      async (c) => {
        const input = c.req.valid("json");
        const origin = publicOrigin(c.req.raw, deps.config);
        const redirect = await createRedirect(
          db,
          { ...input, to: ownSiteTarget(input.to, origin) },
          livePageFor(origin),
          record(c, "redirect.added"),
        );
        await changed();
        return c.json({ redirect }, 201);
      },
    )
    .patch(
      "/admin/redirects/:id",
      requireAdmin(deps),
      validate("json", RedirectPatchSchema),
      async (c) => {
        const patch = c.req.valid("json");
        const origin = publicOrigin(c.req.raw, deps.config);
        const redirect = await updateRedirect(
          db,
          c.req.param("id"),
          { ...patch, ...(patch.to !== undefined && { to: ownSiteTarget(patch.to, origin) }) },
          livePageFor(origin),
          record(c, "redirect.changed"),
        );
        await changed();
        return c.json({ redirect }, 200);
      },
    )
    .delete("/admin/redirects/:id", requireAdmin(deps), async (c) => {
      const deleted = await deleteRedirect(db, c.req.param("id"), record(c, "redirect.deleted"));
      // A rename's redirect lives in the site's content: its old address is a page's no more.
      const renamed = renamedSectionOf(deleted);
      await (renamed ? deps.changes.publish({ kind: "content", section: renamed }) : changed());
      return c.body(null, 204);
    })
    .get("/admin/not-found", requireAdmin(deps), async (c) => {
      await deps.notFound.flush();
      return c.json({ paths: await listNotFound(db) }, 200);
    });
};
