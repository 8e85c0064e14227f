import { hasAnyAdmin } from "./auth/admin-accounts.ts";
import { openDatabase } from "./db/database.ts";
import { readBundledTemplate } from "./db/pglite-template.ts";
import { readEnv } from "./env.ts";
import { lockDataDir } from "./lib/data-dir-lock.ts";
import { errorForLog } from "./lib/error-for-log.ts";
import { createLogger } from "./lib/logger.ts";
import { keepFoldersPrivate, PRIVATE_UMASK } from "./lib/private-files.ts";
import { readMailConfig } from "./mail/mail-config.ts";
import { type RunningServer, startServer } from "./server.ts";
import { readSecretsKey } from "./settings/secrets-key.ts";
import { readTelegramConfig } from "./telegram/telegram-config.ts";
import { findWebDist } from "./web/web-dist.ts";

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const env = readEnv();
  const mail = readMailConfig(env);
  const telegram = readTelegramConfig(env);
  const secretsKey = readSecretsKey(env);
  const logger = createLogger(env.LOG_LEVEL);
  const pgliteDir = `${env.DATA_DIR}/pg`;
  // An existing install's files, made before they were kept private, are put right first.
  const privateFolders = [env.DATA_DIR, ...(env.BACKUP_DIR ? [env.BACKUP_DIR] : [])];
  const keepPrivate = () =>
    keepFoldersPrivate(privateFolders, (message, fields) => logger.info(message, fields));
  await keepPrivate();
  const releaseDataDir = env.DATABASE_URL
    ? async () => {}
    : await lockDataDir(pgliteDir, "the server");
  const database = openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: pgliteDir, template: readBundledTemplate() },
  );
  const webDist = findWebDist();
  const backup =
    env.BACKUP_DIR && env.BACKUP_KEEP > 0
      ? { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP }
      : undefined;

  let running: RunningServer;
  try {
    running = await startServer({
      database,
      logger,
      port: env.PORT,
      hostname: env.HOST,
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, reset: false }
          : undefined,
      config: {
        allowedOrigins: env.ALLOWED_ORIGINS.split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
        trustProxy: env.TRUST_PROXY,
        formRateLimit: { max: env.FORM_RATE_LIMIT, windowMs: 10 * 60 * 1000 },
        webDist,
        publicUrl: env.PUBLIC_URL,
        mail,
        telegram,
        diskPath: env.DATA_DIR,
        secretsKey,
        submissionRetentionDays: env.SUBMISSION_RETENTION_DAYS,
        activityRetentionDays: env.ACTIVITY_RETENTION_DAYS,
        analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
        backup,
      },
    });
  } catch (error) {
    await database.close().catch(() => {});
    await releaseDataDir();
    throw error;
  }

  // A new embedded database unpacks its template with files open to everyone.
  await keepPrivate();
  logger.info("server listening", {
    url: running.url,
    database: database.kind === "pglite" ? `PGlite in ${pgliteDir}` : "PostgreSQL",
    publicSite: webDist ? "built" : "not built (API only): run `pnpm build`",
    backups: backup ? `daily to ${backup.dir}, newest ${backup.keep} kept` : "off",
  });
  if (!(await hasAnyAdmin(database.db))) {
    console.warn(
      "\nNo administrator exists yet. Create one with `pnpm admin:create`,\nor start with ADMIN_EMAIL and ADMIN_PASSWORD set.\n",
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const hardStop = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    running
      .close(SHUTDOWN_LIMIT_MS - 2000)
      .then(async () => {
        await releaseDataDir();
        clearTimeout(hardStop);
        logger.info("stopped");
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error("shutdown failed", { error: errorForLog(error) });
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
