import { resolve } from "node:path";
import { ACTIVITY_RETENTION_DAYS_DEFAULT, ANALYTICS_RETENTION_DAYS_DEFAULT } from "@app/contract";
import { z } from "zod";
import { repoRoot } from "./lib/paths.ts";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  DATA_DIR: z.string().default("./data"),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Extra origins allowed to make state-changing requests, comma separated (e.g. the desktop app). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Only behind a reverse proxy you run: take the client address from X-Forwarded-For. */
  TRUST_PROXY: flag,
  /** Quote/contact posts allowed per client address per 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** The site's public origin (https://example.com), for links in e-mails. */
  PUBLIC_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "must be the site's address, like https://example.com" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** Lead e-mails (see mail/mail-config.ts): unset SMTP_URL = no e-mail. */
  SMTP_URL: z.string().optional(),
  NOTIFY_EMAIL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /**
   * Base64 of 32 random bytes: seals the mail password saved in the admin. Unset = a key file
   * in DATA_DIR with the embedded database; with PostgreSQL, no password can be saved.
   */
  SECRETS_KEY: z.string().optional(),
  /** Delete submissions older than this many days, daily; unset or empty keeps them. */
  SUBMISSION_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a whole number of days (1 or more)" })
      .int("must be a whole number of days (1 or more)")
      .min(1, "must be a whole number of days (1 or more)")
      .max(36_500, "must be at most 36500 days (100 years); leave it unset to keep everything")
      .optional(),
  ),
  /** Delete activity log entries older than this many days, daily; 0 keeps them all. */
  ACTIVITY_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a whole number of days (0 keeps the log for ever)" })
      .int("must be a whole number of days (0 keeps the log for ever)")
      .min(0, "must be 0 or more (0 keeps the log for ever)")
      .max(36_500, "must be at most 36500 days (100 years)")
      .default(ACTIVITY_RETENTION_DAYS_DEFAULT),
  ),
  /** Keep each visit counted for Insights this many days (daily figures are kept for ever). */
  ANALYTICS_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a whole number of days (2 or more)" })
      .int("must be a whole number of days (2 or more)")
      .min(2, "must be 2 or more: the last two days are read from the visits themselves")
      .max(36_500, "must be at most 36500 days (100 years)")
      .default(ANALYTICS_RETENTION_DAYS_DEFAULT),
  ),
  /** Leads in the staff's Telegram group (telegram/telegram-config.ts): unset token = off. */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHAT_ID: z.string().optional(),
  TELEGRAM_API_URL: z.string().optional(),
  /** Daily backups go here; unset = $DATA_DIR/backups with embedded PGlite, none with PostgreSQL. */
  BACKUP_DIR: z.preprocess((value) => (value === "" ? undefined : value), z.string().optional()),
  /** How many daily backups to keep; 0 turns automatic backups off. */
  BACKUP_KEEP: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be how many backups to keep (0 turns them off)" })
      .int("must be a whole number of backups (0 turns them off)")
      .min(0, "must be 0 or more (0 turns automatic backups off)")
      .max(3650, "must be at most 3650")
      .default(7),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** The only place that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  // Folders are relative to where `pnpm start` runs: the repository root.
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  const backupDir = env.BACKUP_DIR ?? (env.DATABASE_URL ? undefined : `${dataDir}/backups`);
  return {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir === undefined ? undefined : resolve(repoRoot, backupDir),
  };
}
