import {
  apiErrorMessages,
  BULK_BATCH_HEADER,
  BULK_UNDO_HEADER,
  ImageDetailsSchema,
  ImageRestoreSchema,
  isDocument,
  MAX_DOCUMENT_BYTES,
  type ReferenceTarget,
  type UploadAnswer,
  type WebsiteImage,
} from "@app/contract";
import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import { recordInTransaction } from "../activity/activity-context.ts";
import type { ActivityEvent } from "../activity/activity-log.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import { findUsage } from "../content/content-usage.ts";
import { countsAsDownload } from "../downloads/counts-as-download.ts";
import { downloadCounts } from "../downloads/download-counts.ts";
import { limitBody, MULTIPART_ALLOWANCE_BYTES } from "../lib/body-limit.ts";
import { DbIdParamSchema } from "../lib/db-id.ts";
import { HttpError } from "../lib/http-error.ts";
import { hasUnsafePathCharacter } from "../lib/unsafe-path.ts";
import { validate } from "../lib/validate.ts";
import { bulkBatch, imageActivity } from "./image-activity.ts";
import { imageContentHeaders } from "./image-headers.ts";
import { findImageSlots } from "./image-slots.ts";
import {
  findImage,
  listDocuments,
  listImages,
  listImageVersions,
  loadImageVersionFile,
} from "./images.queries.ts";
import {
  deleteImage,
  restoreImageVersion,
  saveUpload,
  updateImageDetails,
} from "./images.service.ts";
import { type FileKind, serveCached } from "./serve-stored-file.ts";
import { createShareCards } from "./share-cards.ts";
import { parseUploadForm } from "./upload-form.ts";
import { prepareStoredFile } from "./upload-intake.ts";

/** Alt text, a focal point or a version number: a few hundred bytes. */
const smallBody = limitBody(16 * 1024);

const notFound = () => new HttpError(404, apiErrorMessages.notFound);

/** A database id from the path; anything else is simply not found (the one rule: db-id.ts). */
function idParam(value: string | undefined): number {
  const id = DbIdParamSchema.safeParse(value);
  if (!id.success) throw notFound();
  return id.data;
}

/** What links to a stored file is recorded under these targets at each content save. */
const usageTarget = (file: WebsiteImage): ReferenceTarget =>
  `${isDocument(file) ? "document" : "image"}:${file.filename}`;

/**
 * Public file bytes, images under /images and PDFs under /pdfs: from memory, with headers
 * precomputed per file. The server's hot cache then replays canonical answers before the app
 * runs at all.
 */
const storedFileRoutes = (deps: AppDeps, kind: FileKind) => {
  const cache = deps.caches.images;
  // A hit answers synchronously; only a miss waits for the database.
  const serve = (c: Context<AppEnv>, filename: string): Response | Promise<Response> => {
    // No stored name has one; a NUL would fail the query (PostgreSQL text) with a 500.
    if (hasUnsafePathCharacter(filename)) return c.json({ error: apiErrorMessages.notFound }, 404);
    const cached = cache.peek(filename);
    if (cached !== undefined) return serveCached(c, filename, cached, kind);
    return cache.load(filename).then((entry) => serveCached(c, filename, entry, kind));
  };
  const routes = new Hono<AppEnv>();
  if (kind === "image") {
    const card = createShareCards(deps.database.db, cache, deps.changes);
    routes.get("/:filename/card.jpg", (c): Response | Promise<Response> => {
      const filename = c.req.param("filename");
      if (hasUnsafePathCharacter(filename))
        return c.json({ error: apiErrorMessages.notFound }, 404);
      return card(c, filename);
    });
  }
  return routes.get("/:filename", (c): Response | Promise<Response> => {
    const filename = c.req.param("filename");
    const answer = serve(c, filename);
    if (kind !== "document") return answer;
    // Counted once the answer is known (a 304 or a 404 is no download), never awaited.
    const counted = (response: Response): Response => {
      if (countsAsDownload(c.req.raw, response.status)) deps.downloads.count(filename);
      return response;
    };
    return answer instanceof Response ? counted(answer) : answer.then(counted);
  });
};

export const imageFileRoutes = (deps: AppDeps) => storedFileRoutes(deps, "image");
export const documentFileRoutes = (deps: AppDeps) => storedFileRoutes(deps, "document");

async function existingFile(deps: AppDeps, id: string): Promise<WebsiteImage> {
  const file = await findImage(deps.database.db, idParam(id));
  if (!file) throw notFound();
  return file;
}

/**
 * The image and PDF lists, and the admin's upload, version history, restore, usage and delete
 * of either kind, under /api.
 */
export const imageApiRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const logged = <T>(c: Context<AppEnv>, event: (outcome: T) => ActivityEvent | null) =>
    recordInTransaction(c, deps.config.trustProxy, event);
  return new Hono<AppEnv>()
    .get("/images", async (c) => c.json(await listImages(db), 200))
    .get("/documents", async (c) => c.json(await listDocuments(db), 200))
    .get("/admin/documents/downloads", requireAdmin(deps), async (c) => {
      // What this process counted in the last seconds is in the totals the owner reads.
      await deps.downloads.flush();
      return c.json(await downloadCounts(db), 200);
    })
    .post(
      "/admin/upload",
      requireAdmin(deps),
      // Refused before the body is read in full: a declared length over the largest file (a
      // PDF), at once. The smaller limit of images is applied once the bytes say what came.
      limitBody(MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES, apiErrorMessages.uploadTooLarge),
      validator("form", (form) => parseUploadForm(form)),
      async (c) => {
        // parseUploadForm puts the file in `image`, whichever of the two fields it came in.
        const { image: upload, file: _sameFile, ...fields } = c.req.valid("form");
        if (!upload) throw new HttpError(400, apiErrorMessages.noFile);
        const { file, filename } = await prepareStoredFile(upload);
        const result = await saveUpload(db, {
          file,
          filename,
          fields,
          createdBy: c.get("admin").email,
          audit: logged(c, imageActivity.uploaded(bulkBatch(c, BULK_BATCH_HEADER))),
        });
        await deps.changes.publish({ kind: "image", filename: result.changedFilename });
        deps.renditions.wake();
        const answer: UploadAnswer = {
          image: result.image,
          file: { filepath: result.image.filepath },
          replaced: result.replaced,
        };
        return result.replaced ? c.json(answer, 200) : c.json(answer, 201);
      },
    )
    .get("/admin/image-slots", requireAdmin(deps), async (c) =>
      c.json(await findImageSlots(db), 200),
    )
    .patch(
      "/admin/images/:id",
      requireAdmin(deps),
      smallBody,
      validate("json", ImageDetailsSchema),
      async (c) => {
        const file = await existingFile(deps, c.req.param("id"));
        if (isDocument(file)) throw new HttpError(415, apiErrorMessages.slotHoldsDocument);
        const details = c.req.valid("json");
        const image = await updateImageDetails(
          db,
          file.id,
          details,
          logged(c, imageActivity.detailsChanged(details)),
        );
        if (!image) throw notFound();
        await deps.changes.publish({ kind: "image", filename: image.filename });
        return c.json({ image }, 200);
      },
    )
    .get("/admin/images/:id/usage", requireAdmin(deps), async (c) => {
      const file = await existingFile(deps, c.req.param("id"));
      return c.json(await findUsage(db, usageTarget(file)), 200);
    })
    .delete("/admin/images/:id", requireAdmin(deps), async (c) => {
      const file = await existingFile(deps, c.req.param("id"));
      const usage = await findUsage(db, usageTarget(file));
      if (usage.pages.length > 0 || usage.sections.length > 0) {
        const labels = usage.sections.map((section) => section.label).join(", ");
        return c.json(
          { error: apiErrorMessages.fileInUse(usage.pages.length, labels), usage },
          409,
        );
      }
      const deleted = await deleteImage(db, file.id, logged(c, imageActivity.deleted));
      if (deleted === null) throw notFound();
      await deps.changes.publish({ kind: "image", filename: deleted });
      return c.json({ deleted }, 200);
    })
    .get("/admin/images/:id/versions", requireAdmin(deps), async (c) => {
      const versions = await listImageVersions(db, idParam(c.req.param("id")));
      if (!versions) throw notFound();
      return c.json(versions, 200);
    })
    .get("/admin/images/:id/versions/:version/file", requireAdmin(deps), async (c) => {
      const id = idParam(c.req.param("id"));
      const file = await loadImageVersionFile(db, id, idParam(c.req.param("version")));
      if (!file) throw notFound();
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, imageContentHeaders(file));
    })
    .post(
      "/admin/images/:id/restore",
      requireAdmin(deps),
      smallBody,
      validate("json", ImageRestoreSchema),
      async (c) => {
        const { version, expectedVersion } = c.req.valid("json");
        const { image, changedFilename } = await restoreImageVersion(db, {
          imageId: idParam(c.req.param("id")),
          version,
          expectedVersion,
          createdBy: c.get("admin").email,
          audit: logged(c, imageActivity.restored(version, bulkBatch(c, BULK_UNDO_HEADER))),
        });
        await deps.changes.publish({ kind: "image", filename: changedFilename });
        deps.renditions.wake();
        return c.json({ image }, 200);
      },
    );
};
