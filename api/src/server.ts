import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ACTIVITY_RETENTION_DAYS_DEFAULT, ANALYTICS_RETENTION_DAYS_DEFAULT } from "@app/contract";
import { getRequestListener } from "@hono/node-server";
import { pruneActivity } from "./activity/activity-log.ts";
import { createApp } from "./app.ts";
import type { AppConfig, AppDeps, SiteCaches } from "./app-deps.ts";
import { accountNotices } from "./auth/account-notices.ts";
import { ensureAdmin } from "./auth/admin-accounts.ts";
import { startBackups } from "./backup/backups.ts";
import { startScheduleWorker } from "./content/schedule-worker.ts";
import { createSiteContentCache } from "./content/shared-content-cache.ts";
import { createSummariesCache } from "./content/summaries-cache.ts";
import { rememberEnglishOfOlderTranslations } from "./content/translation-sources.ts";
import type { Database } from "./db/database.ts";
import { seedDatabase } from "./db/seed/seed-database.ts";
import { startDownloadCounter } from "./downloads/download-counter.ts";
import { createPublicImageCache } from "./files/public-image-cache.ts";
import { startVisitCounter } from "./insights/visit-counter.ts";
import { startVisitUpkeep } from "./insights/visit-upkeep.ts";
import { cacheBudgets } from "./lib/cache-budgets.ts";
import { isCanonicalRequest, localPortOf } from "./lib/canonical-host.ts";
import { createChangeFeed } from "./lib/change-feed.ts";
import { startDailySweep } from "./lib/daily-sweep.ts";
import { HotCache } from "./lib/hot-cache.ts";
import type { Logger } from "./lib/logger.ts";
import { startLeadMail } from "./mail/lead-mail.ts";
import { openMailSettingsStore } from "./mail/mail-settings-store.ts";
import { startNotFoundLog } from "./redirects/not-found-log.ts";
import { startRedirectTable } from "./redirects/redirect-table.ts";
import { DEFAULT_RENDITION_TIMING } from "./renditions/rendition-jobs.ts";
import { startRenditionWorker } from "./renditions/rendition-worker.ts";
import { startSubmissionRetention } from "./routes/submissions/submission-retention.ts";
import { startSiteSearch } from "./search/search-service.ts";
import { startTelegram } from "./telegram/telegram.ts";
import { createSiteRenderer } from "./web/site-renderer.ts";

export interface StartOptions {
  database: Database;
  config: AppConfig;
  logger: Logger;
  port: number;
  hostname?: string;
  /** When both are given, that administrator exists with that password. */
  /**
   * The administrator to create when missing (ADMIN_EMAIL, ADMIN_PASSWORD). `reset` also sets
   * the password of an existing one (the tests' fixed account); the server's own start does
   * not, so a password changed in the admin survives a restart.
   */
  admin?: { email: string; password: string; reset?: boolean };
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  hotCache: HotCache;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes the database. */
  close(graceMs?: number): Promise<void>;
}

/**
 * An absolute-form target (`GET http://evil.example/sitemap.xml`) names a host of the client's
 * choosing, which the framework would take as the request URL. We are no proxy: keep only its
 * path and query, so the origin always comes from the Host header (or PUBLIC_URL) and the hot
 * cache's key is the same path the app answered for.
 */
function reduceToOriginForm(req: IncomingMessage): void {
  const target = req.url ?? "/";
  if (target.startsWith("/") || target === "*") return;
  try {
    const { pathname, search } = new URL(target);
    req.url = pathname + search;
  } catch {
    req.url = "/";
  }
}

/** Migrates, seeds, bootstraps the admin, then listens. Used by index.ts and by the tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { database, config, logger } = options;
  await database.migrate();
  await seedDatabase(database.db, logger);
  await rememberEnglishOfOlderTranslations(database.db, logger);
  if (options.admin) {
    const { email, password, reset = true } = options.admin;
    const result = await ensureAdmin(database.db, email, password, {
      resetPassword: reset,
      publicUrl: config.publicUrl,
    });
    if (result.madeOwner) {
      logger.warn("ADMIN_EMAIL's account was made an enabled owner: the site had no other", {
        email,
      });
    }
    if (result.passwordKept) {
      logger.warn("ADMIN_PASSWORD differs from the administrator's password: not applied", {
        email,
        hint: "a password changed in the admin is kept; reset it with `pnpm admin:create`",
      });
    }
  }

  const changes = await createChangeFeed(database, logger, config.cacheMaxAgeMs);
  const mailSettings = await openMailSettingsStore({
    database,
    logger,
    secretsKey: config.secretsKey,
    maxAgeMs: changes.maxAgeMs,
    tls: config.mailTls,
  });
  const leadMail = startLeadMail({
    db: database.db,
    logger,
    config: config.mail,
    store: mailSettings,
    timing: config.outboxTiming,
    pollMs: config.outboxPollMs,
    publicUrl: config.publicUrl,
    retentionDays: config.submissionRetentionDays,
    digestClock: config.digestClock,
    digestPollMs: config.digestPollMs,
  });
  await leadMail.logState();
  const stopRetention = startSubmissionRetention(
    database.db,
    logger,
    config.submissionRetentionDays,
  );
  const activityDays = config.activityRetentionDays ?? ACTIVITY_RETENTION_DAYS_DEFAULT;
  const stopActivityRetention =
    activityDays > 0
      ? startDailySweep(logger, `activity log entries (older than ${activityDays} days)`, () =>
          pruneActivity(database.db, activityDays),
        )
      : async () => {};
  const backups = startBackups({
    database,
    logger,
    automatic: config.backup,
    timing: config.backupTiming,
  });
  const telegram = startTelegram({
    db: database.db,
    logger,
    config: config.telegram,
    publicUrl: config.publicUrl,
    backupStatus: () => backups.status(),
    diskPath: config.diskPath,
    diskThreshold: config.diskThreshold,
    timing: config.telegramTiming,
    pollMs: config.telegramPollMs,
    updates: config.telegramUpdates,
    routineMs: config.telegramRoutineMs,
    now: config.digestClock,
  });
  const renditions = startRenditionWorker({
    db: database.db,
    logger,
    timing: config.renditionTiming ?? DEFAULT_RENDITION_TIMING,
    // Called only once a job finished, long after deps below exist.
    onRenditionsStored: (filename) => changes.publish({ kind: "image", filename }),
  });
  const notices = accountNotices(leadMail.current, logger, config.publicUrl);
  const downloads = startDownloadCounter({ db: database.db, logger });
  const visits = startVisitCounter({
    db: database.db,
    logger,
    flushMs: config.visitFlushMs,
    now: config.visitClock,
  });
  const redirects = startRedirectTable({
    db: database.db,
    changes,
    logger,
    flushMs: config.notFoundFlushMs,
  });
  const notFound = startNotFoundLog({ db: database.db, logger, flushMs: config.notFoundFlushMs });
  const search = startSiteSearch({
    database,
    changes,
    logger,
    logFlushMs: config.searchLogFlushMs,
    perMinute: config.searchesPerMinute,
  });
  const stopVisitUpkeep = startVisitUpkeep({
    db: database.db,
    logger,
    retentionDays: config.analyticsRetentionDays ?? ANALYTICS_RETENTION_DAYS_DEFAULT,
    now: config.visitClock,
  });
  const schedules = startScheduleWorker({
    db: database.db,
    logger,
    pollMs: config.schedulePollMs,
    // Called only once a change was done, long after deps below exist.
    onDone: (section, wordsOnly) => changes.publish({ kind: "content", section, wordsOnly }),
  });
  const content = createSiteContentCache(database, changes);
  const budgets = config.cacheBudgets ?? cacheBudgets();
  const caches: SiteCaches = {
    content,
    summaries: createSummariesCache(database.db, logger),
    images: createPublicImageCache(database, changes),
    pages: config.webDist
      ? createSiteRenderer(
          { database, changes, logger, content, cacheBytes: budgets.pagesBytes, search },
          config.webDist,
        )
      : undefined,
  };
  const deps: AppDeps = {
    database,
    config,
    logger,
    changes,
    caches,
    leadMail,
    backups,
    renditions,
    notices,
    telegram,
    downloads,
    visits,
    redirects,
    notFound,
    search,
    schedules,
  };
  const app = createApp(deps);

  const hotCache = new HotCache(budgets.hotBytes, (request, env) =>
    isCanonicalRequest(request, config, localPortOf(env)),
  );
  changes.subscribe((change) => hotCache.drop(change));
  const appListener = getRequestListener(hotCache.wrap(app.fetch));
  const server: Server = createServer((req, res) => {
    reduceToOriginForm(req);
    if (!hotCache.tryServe(req, res)) void appListener(req, res);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.hostname ?? "127.0.0.1", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  const host = options.hostname && options.hostname !== "0.0.0.0" ? options.hostname : "localhost";

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    hotCache,
    close(graceMs = 8000) {
      closing ??= (async () => {
        const sweepsStopped = Promise.all([
          stopRetention(),
          stopActivityRetention(),
          stopVisitUpkeep(),
        ]);
        const backupsStopped = backups.stop();
        // The outbox takes no new e-mail from now and finishes the one in hand while requests
        // drain. An e-mail still unfinished when the grace ends is sent again after its lease
        // (by this or another process): the one duplicate SMTP cannot rule out.
        const mailStopped = leadMail.stop(graceMs);
        // Likewise a Telegram message; the reading of updates is let go for another process.
        const telegramStopped = telegram.stop(graceMs);
        // A rendition job cut short is taken up again after its lease, here or elsewhere.
        const renditionsStopped = renditions.stop(graceMs);
        // A change cut short rolls back whole, and waits for the next process to look.
        const schedulesStopped = schedules.stop(graceMs);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            // Whatever is still open after the grace period is cut, so shutdown is bounded.
            server.closeAllConnections();
            resolve();
          }, graceMs);
          server.close(() => {
            clearTimeout(timer);
            resolve();
          });
          server.closeIdleConnections();
        });
        // Every request has drained: the downloads they counted are written before the end.
        await downloads.stop();
        await visits.stop();
        await redirects.stop();
        await notFound.stop();
        await search.stop();
        await mailStopped;
        await telegramStopped;
        await renditionsStopped;
        await schedulesStopped;
        await backupsStopped;
        await sweepsStopped;
        await changes.close();
        await database.close();
      })();
      return closing;
    },
  };
}
