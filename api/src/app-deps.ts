/** The composition root's types: every domain's settings and services, built once in server.ts. */
import type { ConnectionOptions } from "node:tls";
import type { HttpConfig } from "./app-env.ts";
import type { AccountNotices } from "./auth/account-notices.ts";
import type { BackupTiming } from "./backup/backup-runs.ts";
import type { AutomaticBackups, Backups } from "./backup/backups.ts";
import type { ContentCache } from "./content/content-cache.ts";
import type { ScheduleWorker } from "./content/schedule-worker.ts";
import type { SummariesCache } from "./content/summaries-cache.ts";
import type { Database } from "./db/database.ts";
import type { LeaseTiming } from "./db/leased-queue.ts";
import type { DownloadCounter } from "./downloads/download-counter.ts";
import type { ImageCache } from "./files/image-cache.ts";
import type { VisitCounter } from "./insights/visit-counter.ts";
import type { ChangeFeed } from "./lib/change-feed.ts";
import type { Logger } from "./lib/logger.ts";
import type { LeadMail } from "./mail/lead-mail.ts";
import type { MailConfig } from "./mail/mail-config.ts";
import type { OutboxTiming } from "./mail/outbox.ts";
import type { NotFoundLog } from "./redirects/not-found-log.ts";
import type { RedirectTable } from "./redirects/redirect-table.ts";
import type { RenditionTiming } from "./renditions/rendition-jobs.ts";
import type { RenditionWorker } from "./renditions/rendition-worker.ts";
import type { QuoteBodyTiming } from "./routes/submissions/quote-multipart.ts";
import type { SiteSearch } from "./search/search-service.ts";
import type { SecretsKey } from "./settings/secrets-key.ts";
import type { DiskThreshold } from "./telegram/chat-alerts.ts";
import type { Telegram } from "./telegram/telegram.ts";
import type { TelegramConfig } from "./telegram/telegram-config.ts";
import type { PollTiming } from "./telegram/update-poller.ts";
import type { SiteRenderer } from "./web/site-renderer.ts";

/** Every setting of the server: HTTP's own and each domain's (built by env.ts or a test). */
export interface AppConfig extends HttpConfig {
  /** Built public site (client assets + server renderer); absent when only the API runs. */
  webDist?: string;
  /** Where lead e-mails go (SMTP_URL, NOTIFY_EMAIL, MAIL_FROM); absent = no e-mail. */
  mail?: MailConfig;
  /**
   * The key secrets saved in the admin (the mail password) are sealed with: SECRETS_KEY or the
   * embedded database's key file; absent = no secret can be saved (decision 025).
   */
  secretsKey?: SecretsKey;
  /** Extra TLS settings for the mail server set in the admin (a private CA in tests); never from the environment. */
  mailTls?: ConnectionOptions;
  /** How the lead e-mail outbox paces retries; tests shorten it. */
  outboxTiming?: OutboxTiming;
  /** How often the outbox looks for work besides being woken (ms); tests shorten it. */
  outboxPollMs?: number;
  /** The clock the morning lead digest reads; tests set the day and hour. */
  digestClock?: () => Date;
  /** How long a quote's files may take to arrive (quote-multipart.ts); tests shorten it. */
  quoteBodyTiming?: QuoteBodyTiming;
  /** How often the digest looks for work besides its timer (ms); tests shorten it. */
  digestPollMs?: number;
  /** How often each process looks for content changes set for a time (ms); tests shorten it. */
  schedulePollMs?: number;
  /** How the image rendition queue paces retries and leases; tests shorten it. */
  renditionTiming?: RenditionTiming;
  /** Submissions older than this many days are deleted daily; unset keeps them. */
  submissionRetentionDays?: number;
  /** Activity log entries older than this many days are deleted daily; 0 keeps them all. */
  activityRetentionDays?: number;
  /** Raw visits older than this many days are deleted daily, once rolled up (decision 047). */
  analyticsRetentionDays?: number;
  /** How often counted visits are written (ms); tests shorten it. */
  visitFlushMs?: number;
  /** The clock visits are counted and rolled up by; tests set the day. */
  visitClock?: () => Date;
  /** How often missing pages and redirects' hits are written (ms); tests shorten it. */
  notFoundFlushMs?: number;
  /** How often what visitors searched is written (ms); tests shorten it. */
  searchLogFlushMs?: number;
  /** One visitor's searches a minute (SEARCHES_PER_MINUTE); tests change it. */
  searchesPerMinute?: number;
  /** How long a cached read may go without hearing of a change (decision 004); tests shorten it. */
  cacheMaxAgeMs?: number;
  /** What the rendered pages and the hot cache may take in memory; by default from the machine's (cacheBudgets). */
  cacheBudgets?: { pagesBytes: number; hotBytes: number };
  /** The staff group's bot (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID, TELEGRAM_API_URL); absent = off. */
  telegram?: TelegramConfig;
  /** How Telegram messages are retried, and how updates are read; tests shorten them. */
  telegramTiming?: LeaseTiming;
  telegramPollMs?: number;
  telegramUpdates?: PollTiming;
  /** How often the group's digest and alerts are looked at (ms); tests shorten it. */
  telegramRoutineMs?: number;
  /** When the group hears the disk is nearly full; tests raise it. */
  diskThreshold?: DiskThreshold;
  /** The disk whose free space is watched (DATA_DIR). */
  diskPath?: string;
  /** Daily backups into a folder (BACKUP_DIR, BACKUP_KEEP); absent = off. */
  backup?: AutomaticBackups;
  /** How often automatic backups run and are looked for; tests shorten it. */
  backupTiming?: BackupTiming;
}

/**
 * What the site reads, kept in memory and dropped through the change feed (decision 004): a
 * write says what changed with `changes.publish`, and every cache of every process follows.
 */
export interface SiteCaches {
  content: ContentCache;
  /** The admin's section summaries, read ahead at sign-in. */
  summaries: SummariesCache;
  images: ImageCache;
  /** The rendered public pages; absent when the web build is not served. */
  pages: SiteRenderer | undefined;
}

/** Everything a route needs, built once per process (or per test). */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger: Logger;
  changes: ChangeFeed;
  caches: SiteCaches;
  leadMail: LeadMail;
  backups: Backups;
  /** Makes image renditions in the background; woken after an upload commits. */
  renditions: RenditionWorker;
  /** Does the content changes set for a time; woken when one is set here. */
  schedules: ScheduleWorker;
  /** E-mails the administrator about new devices and security changes (when mail is on). */
  notices: AccountNotices;
  /** Leads, digests and alerts in the staff's Telegram group (decision 046). */
  telegram: Telegram;
  /** Counts visitors' PDF downloads, written in batches (decision 029). */
  downloads: DownloadCounter;
  /** Counts page views without cookies, written in batches (decision 047). */
  visits: VisitCounter;
  /** The redirects made by hand, as this process applies them, and their hits (decision 048). */
  redirects: RedirectTable;
  /** Counts the public paths that answered 404, written in batches (decision 048). */
  notFound: NotFoundLog;
  /** Site search: its index kept to the live site, and what visitors searched (decision 049). */
  search: SiteSearch;
}
