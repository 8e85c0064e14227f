import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { businessYear } from "@app/contract";
import type { Database } from "../db/database.ts";
import { readSiteVersion } from "../db/site-version.ts";
import { errorForLog } from "./error-for-log.ts";
import type { Logger } from "./logger.ts";

export type Change =
  | {
      kind: "content";
      section: string;
      /**
       * The write left which entries are on the site as they were (an entry's words saved or
       * published over what the site showed): lists that count entries (`names:<collection>`)
       * stay. Absent, an entry may have come on the site or left it: created, published for
       * the first time, taken off, deleted, renamed or brought back.
       */
      wordsOnly?: boolean;
    }
  | { kind: "image"; filename: string }
  /** A redirect made, changed or deleted by hand: no page's words change, only where 404s go. */
  | { kind: "redirects" }
  /** Notifications may have been lost (the listening connection dropped): forget everything. */
  | { kind: "everything" };

/**
 * How long a change this process did not hear of (a lost notification, a write by hand) may go
 * unseen: how often it compares the site's version with the changes it heard of (decision 042).
 */
export const CACHE_MAX_AGE_MS = 60_000;

const CHANNEL = "site_changes";

interface Notification {
  origin: string;
  change: Change;
  /** The site's version once the change was committed (absent from older processes). */
  version?: number;
}

/**
 * Tells every API process that content or an image changed, so each drops what it cached.
 * The writing process hears its change at once (before publish resolves); the others through
 * PostgreSQL LISTEN/NOTIFY. What is cached is kept until a change makes it stale, however old:
 * every `maxAgeMs` the feed reads the site's version (one row), and should it have risen past
 * every change heard of, tells every cache to start over.
 */
export interface ChangeFeed {
  /** How long a missed change may go unseen (CACHE_MAX_AGE_MS unless a test shortens it). */
  readonly maxAgeMs: number;
  publish(change: Change): Promise<void>;
  subscribe(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

export async function createChangeFeed(
  database: Database,
  logger: Logger,
  maxAgeMs = CACHE_MAX_AGE_MS,
): Promise<ChangeFeed> {
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  const deliver = (change: Change) => emitter.emit("change", change);
  const readVersion = () => readSiteVersion(database.db);
  const versions = heardVersions(await readVersion().catch(() => undefined));
  const startOver = (reason: string) => {
    logger.info(`${reason}; every cache starts over`);
    deliver({ kind: "everything" });
  };

  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await database.listen(
      CHANNEL,
      (payload) => {
        try {
          const notification = JSON.parse(payload) as Notification;
          if (notification.origin === origin) return;
          versions.heard(notification.version);
          deliver(notification.change);
        } catch {
          logger.warn("ignored malformed change notification", { payload });
        }
      },
      () => {
        startOver("change notifications resumed");
        // The caches read the site as it is from now: its version now is where to look from.
        void readVersion().then(versions.checked, () => {});
      },
    );
  } catch (error) {
    logger.warn("change notifications unavailable; caches are local to this process", {
      error: errorForLog(error),
    });
  }

  // A notification may still be on its way when the version already shows its change.
  const graceMs = Math.min(2000, maxAgeMs / 4);
  // Pages show the year (their footer): a new one is a change no write announces.
  let year = businessYear(new Date());
  let checking = false;
  const lookForMissedChanges = async () => {
    const thisYear = businessYear(new Date());
    if (thisYear !== year) {
      year = thisYear;
      startOver("a new year began");
    }
    if (checking) return;
    checking = true;
    try {
      const current = await readVersion();
      if (!versions.accounts(current)) {
        await new Promise((resolve) => setTimeout(resolve, graceMs));
        if (!versions.accounts(current)) startOver("the site changed without a notification");
      }
      versions.checked(current);
    } catch {
      // The database is unreachable: nothing can have been written meanwhile either.
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void lookForMissedChanges(), maxAgeMs);
  timer.unref();

  return {
    maxAgeMs,
    async publish(change) {
      // Read after the write committed: this version includes it.
      const version = await readVersion().catch(() => undefined);
      versions.heard(version);
      deliver(change);
      if (!unlisten) return;
      try {
        const notification: Notification = { origin, change, version };
        await database.notify(CHANNEL, JSON.stringify(notification));
      } catch (error) {
        // The write itself succeeded and this process already dropped its caches.
        logger.warn("change notification failed", { error: errorForLog(error) });
      }
    },
    subscribe(listener) {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    async close() {
      clearInterval(timer);
      emitter.removeAllListeners();
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * Which of the site's versions this process knows its caches to reflect: the version at the
 * last look, and the highest one a heard change carried. A version past both was made by a
 * change nobody announced here; one below the last look means the database was replaced (a
 * restore) under the running process.
 */
function heardVersions(atStart: number | undefined) {
  let lastChecked = atStart;
  let highestHeard = atStart ?? 0;
  return {
    heard(version: number | undefined) {
      if (version !== undefined) highestHeard = Math.max(highestHeard, version);
    },
    /** Whether every change up to `current` is one this process heard of. */
    accounts(current: number): boolean {
      if (lastChecked === undefined || current < lastChecked) return false;
      return current <= Math.max(lastChecked, highestHeard);
    },
    /** The caches reflect the site up to `current` (looked at, or started over since). */
    checked(current: number) {
      const replaced = lastChecked !== undefined && current < lastChecked;
      highestHeard = replaced ? current : Math.max(highestHeard, current);
      lastChecked = current;
    },
  };
}
