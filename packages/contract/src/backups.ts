import { z } from "zod";

/** How old the last automatic backup may be before the admin warns. */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** automatic: written to BACKUP_DIR on schedule; download: taken from the admin. */
export const BACKUP_KINDS = ["automatic", "download"] as const;

export const BackupRunSchema = z.object({
  kind: z.enum(BACKUP_KINDS),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The archive's file name (in BACKUP_DIR for automatic ones). */
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** Why it failed; null when it worked. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

/**
 * ok; none-yet: automatic backups are on but none has finished; stale: the last good one is
 * older than BACKUP_STALE_AFTER_MS; failed: the last automatic attempt failed; off: no BACKUP_DIR.
 */
export const BACKUP_HEALTH = ["ok", "none-yet", "stale", "failed", "off"] as const;
export type BackupHealth = (typeof BACKUP_HEALTH)[number];

export const BackupStatusSchema = z.object({
  /** null when automatic backups are off. */
  automatic: z
    .object({ dir: z.string(), keep: z.number().int(), nextAt: z.string().nullable() })
    .nullable(),
  /** The newest backup that worked, automatic or downloaded. */
  lastSuccess: BackupRunSchema.nullable(),
  /** The newest finished automatic attempt, worked or failed. */
  lastAutomatic: BackupRunSchema.nullable(),
  health: z.enum(BACKUP_HEALTH),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

export const backupMessages = {
  off: "Automatic backups are off: the server is not set up to make them. Download a backup here regularly, or ask whoever runs the server to turn them on.",
  noneYet: "Automatic backups are on; the first one is made within minutes of the server starting.",
  stale:
    "The last automatic backup is more than two days old. Check that the server is running and has room on its disk.",
  failed: (error: string) => `The last automatic backup failed: ${error}`,
  downloadFailed:
    "The backup could not be made. Try again; if it keeps failing, the server's log says why.",
  settings: {
    title: "Backups",
    description:
      "One file with everything the site holds: its words with their history, every image and PDF with its versions, quote requests and messages, and the administrator's account.",
    loading: "Loading the backup status",
    loadFailure: "Failed to load the backup status.",
    lastBackup: "Last backup",
    none: "None yet",
    kind: { automatic: "automatic", download: "downloaded" } satisfies Record<
      BackupRun["kind"],
      string
    >,
    automatic: "Daily backups",
    automaticWhere: (keep: number) =>
      `Kept on the server; the newest ${keep} are kept, older ones removed.`,
    nextAt: "Next one due",
    download: "Download a backup",
    preparing: "Preparing the backup; your browser saves it as soon as it is ready.",
    downloadHint:
      "Preparing it takes a few seconds for a site with many photos. Keep it somewhere safe: it holds clients' requests and the password hash. To bring the site back from it, give it to whoever runs the server.",
  },
  /** The technical side, shown only with the admin's developer tools on. */
  developer: {
    off: "BACKUP_DIR is not set, or BACKUP_KEEP is 0.",
    dir: (dir: string) => `Written to ${dir}.`,
    restore: "Restore with pnpm restore FILE (see the README).",
  },
} as const;
