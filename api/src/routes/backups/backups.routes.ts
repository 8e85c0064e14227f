import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { backupMessages, type Reauth } from "@app/contract";
import { type Context, Hono } from "hono";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { errorForLog } from "../../lib/error-for-log.ts";
import { HttpError } from "../../lib/http-error.ts";
import { assertRecentSignIn, optionalProof, signedInAdmin } from "../account/account-guard.ts";

/**
 * The admin's backups: their status, and one archive of everything to download. The archive
 * holds every secret and lead, so a download takes the account's step-up (a sign-in within
 * the last minutes, or the password and code sent with it) and is written to the activity
 * log. It is a POST only: the origin check keeps other sites' pages from starting one, and a
 * GET or HEAD (which would read no body) builds no archive.
 */
export const backupRoutes = (deps: AppDeps) => {
  const admin = requireAdmin(deps);
  const { backups, logger, config } = deps;
  const db = deps.database.db;
  const sendBackup = async (c: Context<AppEnv>, proof: Reauth) => {
    await assertRecentSignIn(c, db, config, await signedInAdmin(c, db), proof);
    // Made into a temporary file first: the snapshot's transaction ends at once however
    // slowly the browser downloads, and the answer can say its length.
    const download = await backups.prepareDownload().catch((error: unknown) => {
      logger.error("backup download failed", { error: errorForLog(error) });
      throw new HttpError(500, backupMessages.downloadFailed);
    });
    await recordActivity(db, activityOrigin(c, config.trustProxy), {
      action: "backup.downloaded",
      target: download.name,
    }).catch(async (error: unknown) => {
      await download.cleanup();
      throw error;
    });
    const file = createReadStream(download.path);
    file.once("close", () => void download.cleanup());
    return c.body(Readable.toWeb(file) as ReadableStream<Uint8Array>, 200, {
      "Content-Type": "application/x-tar",
      "Content-Length": String(download.bytes),
      "Content-Disposition": `attachment; filename="${download.name}"`,
    });
  };
  return new Hono<AppEnv>()
    .get("/admin/backups", admin, async (c) => c.json(await backups.status(), 200))
    .post("/admin/backup", admin, limitBody(4 * 1024), async (c) =>
      sendBackup(c, await optionalProof(c)),
    );
};
