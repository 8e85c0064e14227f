import {
  apiErrorMessages,
  ImageRestoreSchema,
  MAX_UPLOAD_BYTES,
  normalizeUploadFilename,
  type UploadAnswer,
} from "@app/contract";
import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { markHotCacheable } from "../../lib/hot-cache.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import type { CachedImage } from "./image-cache.ts";
import { etagMatches, imageContentHeaders } from "./image-headers.ts";
import { prepareUpload } from "./image-intake.ts";
import { listImages, listImageVersions, loadImageVersionFile } from "./images.queries.ts";
import { restoreImageVersion, saveUpload } from "./images.service.ts";
import { announceImageChange, publicImageCache } from "./public-image-cache.ts";
import { parseUploadForm } from "./upload-form.ts";

/** Room for the multipart framing and the text fields around a file of the maximum size. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

const notFound = () => new HttpError(404, apiErrorMessages.notFound);

/** A database id from the path; anything else is simply not found. */
function idParam(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}

function serveCached(c: Context<AppEnv>, entry: CachedImage | null): Response {
  if (!entry) return c.json({ error: apiErrorMessages.notFound }, 404);
  const url = c.req.url;
  const queryAt = url.indexOf("?");
  const query = queryAt < 0 ? "" : url.slice(queryAt);
  const current = c.req.query("v") === entry.version;
  const headers = current ? entry.versioned : entry.unversioned;
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
    return new Response(null, { status: 304, headers: headers.notModified });
  }
  const bytes = entry.bytes as Uint8Array<ArrayBuffer>;
  // Only the two canonical URLs of an image may be replayed by the hot cache: a copy per
  // made-up query string would let anyone churn it with megabytes.
  if (query === "" || (current && query === `?v=${entry.version}`)) {
    markHotCacheable(c);
    return c.body(bytes, 200, headers.ok);
  }
  return new Response(bytes, { status: 200, headers: headers.ok });
}

/**
 * Public image bytes under /images: from memory, with headers precomputed per image. The
 * server's hot cache then replays canonical answers before the app runs at all.
 */
export const imageFileRoutes = (deps: AppDeps) => {
  const cache = publicImageCache(deps);
  // A hit answers synchronously; only a miss waits for the database.
  const serve = (c: Context<AppEnv>, filename: string): Response | Promise<Response> => {
    const cached = cache.peek(filename);
    if (cached !== undefined) return serveCached(c, cached);
    return cache.load(filename).then((entry) => serveCached(c, entry));
  };
  return new Hono<AppEnv>().get("/:filename", (c) => serve(c, c.req.param("filename")));
};

/** The image list, and the admin's upload, version history and restore, under /api. */
export const imageApiRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/images", async (c) => c.json(await listImages(db), 200))
    .post(
      "/admin/upload",
      requireAdmin(deps),
      // Refused before the body is read in full: a declared length over the limit, at once.
      limitBody(MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES, apiErrorMessages.imageTooLarge),
      validator("form", (form) => parseUploadForm(form)),
      async (c) => {
        const { image: upload, ...fields } = c.req.valid("form");
        const file = await prepareUpload(upload);
        const result = await saveUpload(db, {
          file,
          filename: normalizeUploadFilename(upload.name, file.contentType),
          fields,
          createdBy: c.get("admin").email,
        });
        await announceImageChange(deps, result.changedFilename);
        const answer: UploadAnswer = {
          image: result.image,
          file: { filepath: result.image.filepath },
          replaced: result.replaced,
        };
        return result.replaced ? c.json(answer, 200) : c.json(answer, 201);
      },
    )
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
      validate("json", ImageRestoreSchema),
      async (c) => {
        const { version, expectedVersion } = c.req.valid("json");
        const { image, changedFilename } = await restoreImageVersion(db, {
          imageId: idParam(c.req.param("id")),
          version,
          expectedVersion,
          createdBy: c.get("admin").email,
        });
        await announceImageChange(deps, changedFilename);
        return c.json({ image }, 200);
      },
    );
};
