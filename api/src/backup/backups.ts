import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BackupStatus } from "@app/contract";
import type { Database } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import { PRIVATE_DIR_MODE } from "../lib/private-files.ts";
import {
  type BackupTiming,
  backupStatus,
  claimAutomaticRun,
  DEFAULT_BACKUP_TIMING,
  finishRun,
  nextDueInMs,
  startRun,
} from "./backup-runs.ts";
import { writeBackupFile } from "./write-backup.ts";

export interface AutomaticBackups {
  dir: string;
  /** How many archives to keep; older ones are removed after each new one. */
  keep: number;
}

export interface PreparedDownload {
  path: string;
  name: string;
  bytes: number;
  /** Removes the temporary archive; call once the answer is sent or abandoned. */
  cleanup(): Promise<void>;
}

/** Backups for the routes: status, an archive to download, and the daily automatic one. */
export interface Backups {
  status(): Promise<BackupStatus>;
  prepareDownload(): Promise<PreparedDownload>;
  /** Stops the schedule; an automatic backup being written is abandoned (tried again later). */
  stop(): Promise<void>;
}

/** Only archives this schedule wrote are ever pruned from BACKUP_DIR. */
const ARCHIVE_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/;

/** backup-2026-11-23T10-30-00Z.tar: sorts by time, and is a valid file name everywhere. */
const archiveName = (at = new Date()) =>
  `backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar`;

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startBackups(options: {
  database: Database;
  logger: Logger;
  automatic?: AutomaticBackups;
  timing?: BackupTiming;
}): Backups {
  const { database, logger, automatic } = options;
  const timing = options.timing ?? DEFAULT_BACKUP_TIMING;
  const db = database.db;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  /** The look in hand (claim, backup, next due time): stop waits for all of it, so no query
   * outlives the database. */
  let checking: Promise<void> | undefined;

  const writeAutomatic = async (dir: string, keep: number, runId: number) => {
    const name = archiveName();
    const partial = join(dir, `.${name}.partial`);
    try {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      // Only one automatic backup runs at a time (claimAutomaticRun): leftovers are a crash's.
      for (const file of await readdir(dir)) {
        if (file.endsWith(".partial")) await rm(join(dir, file), { force: true });
      }
      const { bytes } = await writeBackupFile(database, partial, abort.signal);
      await rename(partial, join(dir, name));
      await finishRun(db, runId, { file: name, bytes });
      const archives = (await readdir(dir)).filter((file) => ARCHIVE_NAME.test(file)).sort();
      for (const old of archives.slice(0, Math.max(0, archives.length - keep))) {
        await rm(join(dir, old), { force: true });
      }
      logger.info("backup written", { file: join(dir, name), bytes });
    } catch (error) {
      await rm(partial, { force: true }).catch(() => {});
      if (abort.signal.aborted) return;
      logger.error("automatic backup failed", { dir, error: describeError(error) });
      await finishRun(db, runId, { error: describeError(error) }).catch(() => {});
    }
  };

  const look = async () => {
    if (!automatic || abort.signal.aborted) return;
    try {
      const runId = await claimAutomaticRun(db, timing);
      if (runId !== undefined) await writeAutomatic(automatic.dir, automatic.keep, runId);
      if (abort.signal.aborted) return;
      const wait = Math.min(timing.checkMs, await nextDueInMs(db, timing));
      timer = setTimeout(check, Math.max(wait, 1000)).unref();
    } catch (error) {
      if (abort.signal.aborted) return;
      logger.error("automatic backup check failed", { error: describeError(error) });
      timer = setTimeout(check, timing.checkMs).unref();
    }
  };
  const check = () => {
    checking = look();
  };
  if (automatic) timer = setTimeout(check, timing.startDelayMs).unref();

  return {
    status: () =>
      backupStatus(db, automatic && { dir: automatic.dir, keep: automatic.keep, timing }),

    async prepareDownload() {
      const runId = await startRun(db, "download");
      const folder = await mkdtemp(join(tmpdir(), "backup-download-"));
      const name = archiveName();
      const path = join(folder, name);
      const cleanup = () => rm(folder, { recursive: true, force: true });
      try {
        const { bytes } = await writeBackupFile(database, path, abort.signal);
        await finishRun(db, runId, { file: name, bytes });
        return { path, name, bytes, cleanup };
      } catch (error) {
        await cleanup();
        await finishRun(db, runId, { error: describeError(error) }).catch(() => {});
        throw error;
      }
    },

    async stop() {
      abort.abort();
      clearTimeout(timer);
      await checking;
    },
  };
}
