import {
  apiErrorMessages,
  ContentPublishSchema,
  ContentRestoreSchema,
  ContentSaveSchema,
  type ContentSection,
  LANGUAGES,
  MAX_CONTENT_BODY_BYTES,
  type ReferenceTarget,
  SectionRenameSchema,
  splitTranslation,
} from "@app/contract";
import { type Context, Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import { recordInTransaction } from "../activity/activity-context.ts";
import type { ActivityEvent } from "../activity/activity-log.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import { assertMayEditSection } from "../auth/route-permissions.ts";
import { limitBody } from "../lib/body-limit.ts";
import {
  ALL_CONTENT,
  type DependencyKey,
  sectionKey,
  withTranslations,
} from "../lib/change-keys.ts";
import { publicOrigin } from "../lib/client-address.ts";
import { DbIdParamSchema, pathParams } from "../lib/db-id.ts";
import { markHotCacheable } from "../lib/hot-cache.ts";
import { HttpError } from "../lib/http-error.ts";
import { rawIsCanonical } from "../lib/path-spelling.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { validate } from "../lib/validate.ts";
import {
  deleteSection,
  listDeletedSections,
  listRevisions,
  loadAdminSections,
  restoreRevision,
  saveSection,
} from "./content.service.ts";
import { contentActivity } from "./content-activity.ts";
import type { PreparedJson } from "./content-cache.ts";
import { discardDraft, publishSection } from "./content-drafts.ts";
import { renameSection } from "./content-rename.ts";
import { cancelSchedule, listSchedules, toContentSchedule } from "./content-schedules.ts";
import { findUsage } from "./content-usage.ts";
import { assertSectionContent } from "./content-validation.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  previewPath,
  revokePreviewLink,
} from "./preview-links.ts";

const ExpectedVersionQuerySchema = z.object({
  expectedVersion: z.coerce.number().int().positive().optional(),
});
/** A draft is discarded only by someone who saw it: the version they saw is required. */
const DiscardedVersionQuerySchema = z.object({
  expectedVersion: z.coerce
    .number({ error: apiErrorMessages.discardNeedsVersion })
    .int()
    .positive(),
});

export const LanguageQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `lang must be one of: ${LANGUAGES.join(", ")}` }).optional(),
});

const IdParamSchema = z.object({ id: DbIdParamSchema });

const RevisionParamsSchema = z.object({
  section: z.string(),
  version: DbIdParamSchema,
});

/**
 * Answers with JSON serialized once per cache fill, typed as what it encodes so `hc` clients
 * still know the answer. Revalidation by ETag saves the body when nothing changed. The hot cache
 * keeps it only when asked in its one spelling: the path as it encodes, and the query empty or
 * exactly `keptQuery`; any other (`?n=1`, `?n=2`...) is served, never kept, or each would take
 * an entry of its own (decision 031).
 */
async function sendPrepared<T>(
  c: Context<AppEnv>,
  prepared: PreparedJson,
  kept: { dependsOn: readonly DependencyKey[]; query?: string },
) {
  if (rawIsCanonical(c) && new URL(c.req.url).search === (kept.query ?? "")) {
    markHotCacheable(c, kept.dependsOn);
  }
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-cache" };
  return sendEncoded(c, await prepared.encoded(), headers) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, "json">;
}

/**
 * What a section's answer is made from: itself and, for a translation, its English, which
 * decides whether and how it shows (unpublished, deleted, renamed or realigned English).
 */
function answerSources(section: string): DependencyKey[] {
  const { base, language } = splitTranslation(section);
  return language ? [sectionKey(section), sectionKey(base)] : [sectionKey(section)];
}

export const contentRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const cache = deps.caches.content;
  const admin = requireAdmin(deps);

  const logged = <T>(
    c: Context<AppEnv>,
    event: (outcome: T) => ActivityEvent | readonly ActivityEvent[],
  ) => recordInTransaction(c, deps.config.trustProxy, event);

  /** `wordsOnly`: the section was on the site before and after (see Change). */
  const announceChange = (section: string, wordsOnly = false) =>
    deps.changes.publish({ kind: "content", section, wordsOnly });

  return new Hono<AppEnv>()
    .get("/content", async (c) => {
      const snapshot = await cache.read();
      return sendPrepared<ContentSection[]>(c, snapshot.list, {
        dependsOn: [ALL_CONTENT],
      });
    })
    .get("/content-json/:section", validate("query", LanguageQuerySchema), async (c) => {
      const section = c.req.param("section");
      const { lang } = c.req.valid("query");
      const snapshot = await cache.read();
      // ?lang=km: the English section with its Khmer words laid over, as Khmer pages show it.
      const prepared = (lang ? snapshot.inLanguage(lang).prepared : snapshot.prepared).get(section);
      if (!prepared) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
      return sendPrepared<ContentSection>(c, prepared, {
        dependsOn: withTranslations(answerSources(section), lang ?? "en"),
        query: lang ? `?lang=${lang}` : "",
      });
    })
    .post(
      "/admin/content",
      admin,
      limitBody(MAX_CONTENT_BODY_BYTES),
      validate("json", ContentSaveSchema),
      async (c) => {
        const { section, version, create, publish, unpublishAt } = c.req.valid("json");
        assertMayEditSection(c, section);
        // zod rebuilds records and turns a "__proto__" key into a prototype; the body's own
        // parse keeps every key as sent, and JSON.parse never touches a prototype.
        const { content } = (await c.req.json()) as { content: Record<string, unknown> };
        assertSectionContent(section, content);
        const { saved, created, wasOnSite } = await saveSection(db, {
          section,
          content,
          expectedVersion: version,
          createOnly: create === true,
          publish: publish !== false,
          unpublishAt,
          author: c.get("admin").email,
          audit: logged(c, contentActivity.saved),
        });
        // A draft of a published section changes nothing the site shows.
        if (publish !== false) await announceChange(section, wasOnSite);
        if (unpublishAt) deps.schedules.wake();
        return created ? c.json(saved, 201) : c.json(saved, 200);
      },
    )
    .get("/admin/content", admin, async (c) => c.json(await loadAdminSections(db), 200))
    .post(
      "/admin/content/:section/publish",
      admin,
      limitBody(16 * 1024),
      validate("json", ContentPublishSchema),
      async (c) => {
        const section = c.req.param("section");
        assertMayEditSection(c, section);
        const { version, at, unpublishAt } = c.req.valid("json");
        const { published, wasOnSite, scheduled, unpublish } = await publishSection(db, {
          section,
          version,
          at,
          unpublishAt,
          author: c.get("admin").email,
          audit: logged(c, contentActivity.publishRequest),
        });
        // A time set here is looked at now, not at the next poll.
        if (scheduled || unpublish) deps.schedules.wake();
        if (published) {
          await announceChange(section, wasOnSite);
          return c.json(published, 200);
        }
        const waiting = scheduled ?? unpublish;
        // Only a leaving time cancelled, on an entry with nothing to publish.
        if (!waiting) return c.body(null, 204);
        return c.json(toContentSchedule(waiting), 202);
      },
    )
    .delete(
      "/admin/content/:section/draft",
      admin,
      validate("query", DiscardedVersionQuerySchema),
      async (c) => {
        const section = c.req.param("section");
        assertMayEditSection(c, section);
        const discarded = await discardDraft(db, {
          section,
          expectedVersion: c.req.valid("query").expectedVersion,
          author: c.get("admin").email,
          audit: logged(c, contentActivity.draftDiscarded),
        });
        // The site's words stay; the version it names moved on.
        if (!discarded.removed) await announceChange(section, true);
        return c.json(discarded, 200);
      },
    )
    .delete(
      "/admin/content/:section",
      admin,
      validate("query", ExpectedVersionQuerySchema),
      async (c) => {
        const section = c.req.param("section");
        const deleted = await deleteSection(db, {
          section,
          expectedVersion: c.req.valid("query").expectedVersion,
          audit: logged(c, contentActivity.deleted),
        });
        await announceChange(section);
        return c.json(deleted, 200);
      },
    )
    .post("/admin/content/:section/preview-links", admin, async (c) => {
      assertMayEditSection(c, c.req.param("section"));
      const { token, ...link } = await createPreviewLink(db, {
        section: c.req.param("section"),
        author: c.get("admin").email,
        audit: logged(c, contentActivity.previewLinkCreated),
      });
      const url = `${publicOrigin(c.req.raw, deps.config)}${previewPath(token)}`;
      return c.json({ ...link, url }, 201);
    })
    .get("/admin/content/:section/preview-links", admin, async (c) =>
      c.json(await listPreviewLinks(db, c.req.param("section")), 200),
    )
    .delete(
      "/admin/content/:section/preview-links/:id",
      admin,
      pathParams(
        z.object({ section: z.string(), id: DbIdParamSchema }),
        apiErrorMessages.previewLinkNotFound,
      ),
      async (c) => {
        const { section, id } = c.req.valid("param");
        assertMayEditSection(c, section);
        await revokePreviewLink(db, {
          section,
          id,
          audit: logged(c, contentActivity.previewLinkRevoked),
        });
        return c.body(null, 204);
      },
    )
    .get("/admin/schedules", admin, async (c) => c.json(await listSchedules(db), 200))
    .delete(
      "/admin/schedules/:id",
      admin,
      pathParams(IdParamSchema, apiErrorMessages.scheduleNotFound),
      async (c) => {
        const cancelled = await db.transaction(async (tx) => {
          const row = await cancelSchedule(tx, c.req.valid("param").id);
          // Thrown inside the transaction: a schedule not the person's to cancel stays.
          assertMayEditSection(c, row.section);
          await logged(c, contentActivity.scheduleCancelled)(tx, row);
          return row;
        });
        return c.json(toContentSchedule(cancelled), 200);
      },
    )
    .get("/admin/content-deleted", admin, async (c) => c.json(await listDeletedSections(db), 200))
    .post(
      "/admin/content/:section/rename",
      admin,
      limitBody(16 * 1024),
      validate("json", SectionRenameSchema),
      async (c) => {
        const from = c.req.param("section");
        const { to, expectedVersion } = c.req.valid("json");
        const { renamed, rewritten } = await renameSection(db, {
          from,
          to,
          expectedVersion,
          author: c.get("admin").email,
          audit: logged(c, contentActivity.renamed(from)),
        });
        await announceChange(from);
        await announceChange(to);
        // Sections that named the old name now name the new one: no entry came or went.
        for (const section of rewritten) await announceChange(section, true);
        return c.json(renamed, 200);
      },
    )
    .get("/admin/content/:section/usage", admin, async (c) => {
      const section = c.req.param("section");
      return c.json(await findUsage(db, section as ReferenceTarget), 200);
    })
    .get("/admin/content/:section/revisions", admin, async (c) => {
      const section = c.req.param("section");
      const revisions = await listRevisions(db, section);
      if (!revisions) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
      return c.json(revisions, 200);
    })
    .post(
      "/admin/content/:section/revisions/:version/restore",
      admin,
      pathParams(RevisionParamsSchema),
      limitBody(16 * 1024),
      validate("json", ContentRestoreSchema),
      async (c) => {
        const { section, version } = c.req.valid("param");
        assertMayEditSection(c, section);
        const { saved, broughtBack } = await restoreRevision(db, {
          section,
          version,
          expectedVersion: c.req.valid("json").expectedVersion,
          author: c.get("admin").email,
          audit: logged(c, contentActivity.restored(version)),
        });
        await announceChange(section, !broughtBack);
        return c.json(saved, 200);
      },
    );
};
