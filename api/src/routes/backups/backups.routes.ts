import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { backupMessages } from "@app/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { errorForLog } from "../../lib/error-for-log.ts";
import { HttpError } from "../../lib/http-error.ts";

/** The admin's backups: their status, and one archive of everything to download. */
export const backupRoutes = (deps: AppDeps) => {
  const admin = requireAdmin(deps);
  const { backups, logger } = deps;
  return new Hono<AppEnv>()
    .get("/admin/backups", admin, async (c) => c.json(await backups.status(), 200))
    .get("/admin/backup", admin, async (c) => {
      // Made into a temporary file first: the snapshot's transaction ends at once however
      // slowly the browser downloads, and the answer can say its length.
      const download = await backups.prepareDownload().catch((error: unknown) => {
        logger.error("backup download failed", { error: errorForLog(error) });
        throw new HttpError(500, backupMessages.downloadFailed);
      });
      const file = createReadStream(download.path);
      file.once("close", () => void download.cleanup());
      return c.body(Readable.toWeb(file) as ReadableStream<Uint8Array>, 200, {
        "Content-Type": "application/x-tar",
        "Content-Length": String(download.bytes),
        "Content-Disposition": `attachment; filename="${download.name}"`,
      });
    });
};
