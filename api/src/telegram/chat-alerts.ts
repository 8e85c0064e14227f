import { statfs } from "node:fs/promises";
import type { BackupStatus } from "@app/contract";
import { formatFileSize } from "@app/contract";
import { and, count, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { submissionNotifications } from "../db/schema.ts";
import { clip } from "../lib/clip-text.ts";
import { escapeHtml } from "../lib/escape-html.ts";

/** The disk is nearly full below either: room for a few backups and uploads, or 5% of it. */
export interface DiskThreshold {
  minFreeBytes: number;
  minFreeFraction: number;
}
export const DEFAULT_DISK_THRESHOLD: DiskThreshold = {
  minFreeBytes: 2 * 1024 ** 3,
  minFreeFraction: 0.05,
};

/** A lead e-mail is failing once it failed for good lately, or has been tried this often. */
const FAILING_AFTER_TRIES = 3;

/** One thing the group should hear about today: its name (one message a day) and its words. */
export interface ChatAlert {
  name: string;
  text: string;
}

async function mailAlert(db: Db, settings: string): Promise<ChatAlert | undefined> {
  const [row] = await db
    .select({ count: count() })
    .from(submissionNotifications)
    .where(
      or(
        and(
          eq(submissionNotifications.state, "failed"),
          gte(submissionNotifications.updatedAt, sql`now() - interval '1 day'`),
        ),
        and(
          eq(submissionNotifications.state, "pending"),
          gte(submissionNotifications.attempts, FAILING_AFTER_TRIES),
        ),
      ),
    );
  const failing = Number(row?.count ?? 0);
  if (failing === 0) return undefined;
  return {
    name: "mail",
    text: `<b>Lead e-mails are failing</b>: ${failing} not delivered. The leads are safe in the admin's inbox; check the mail server in ${settings}.`,
  };
}

function backupAlert(status: BackupStatus, settings: string): ChatAlert | undefined {
  if (status.health === "failed") {
    const error = clip(status.lastAutomatic?.error ?? "no reason was given", 300);
    return {
      name: "backup-failed",
      text: `<b>The automatic backup failed</b>: ${escapeHtml(error)}. See Backups in ${settings}.`,
    };
  }
  if (status.health === "stale") {
    return {
      name: "backup-overdue",
      text: `<b>A backup is overdue</b>: none has been made for over two days. See Backups in ${settings}.`,
    };
  }
  return undefined;
}

async function diskAlert(path: string, threshold: DiskThreshold): Promise<ChatAlert | undefined> {
  const disk = await statfs(path);
  const free = disk.bavail * disk.bsize;
  const total = disk.blocks * disk.bsize;
  if (free >= threshold.minFreeBytes && free >= total * threshold.minFreeFraction) return undefined;
  return {
    name: "disk",
    text: `<b>The server's disk is nearly full</b>: ${formatFileSize(free)} free of ${formatFileSize(total)}. Backups and uploads will fail when it is full.`,
  };
}

/** What is wrong now, each said once a day in the group while it lasts. */
export async function currentAlerts(options: {
  db: Db;
  backupStatus: () => Promise<BackupStatus>;
  diskPath?: string;
  diskThreshold: DiskThreshold;
  publicUrl?: string;
}): Promise<ChatAlert[]> {
  const settings = options.publicUrl
    ? `<a href="${escapeHtml(new URL("/admin/settings", options.publicUrl).toString())}">Settings</a>`
    : "the admin's Settings";
  const alerts = [
    await mailAlert(options.db, settings),
    backupAlert(await options.backupStatus(), settings),
    options.diskPath ? await diskAlert(options.diskPath, options.diskThreshold) : undefined,
  ];
  return alerts.filter((alert): alert is ChatAlert => alert !== undefined);
}
