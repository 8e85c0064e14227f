import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Database } from "../db/database.ts";
import { errorForLog } from "./error-for-log.ts";
import type { Logger } from "./logger.ts";

export type Change =
  | { kind: "content"; section: string }
  | { kind: "image"; filename: string }
  /** Notifications may have been lost (the listening connection dropped): forget everything. */
  | { kind: "everything" };

/**
 * How long anything cached may be served without hearing of a change, should a notification
 * be lost all the same (decision 004).
 */
export const CACHE_MAX_AGE_MS = 60_000;

const CHANNEL = "site_changes";

interface Notification {
  origin: string;
  change: Change;
}

/**
 * Tells every API process that content or an image changed, so each drops what it cached.
 * The writing process hears its change at once (before publish resolves); the others through
 * PostgreSQL LISTEN/NOTIFY.
 */
export interface ChangeFeed {
  /** The longest any cache may keep what it read (CACHE_MAX_AGE_MS unless a test shortens it). */
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
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await database.listen(
      CHANNEL,
      (payload) => {
        try {
          const notification = JSON.parse(payload) as Notification;
          if (notification.origin !== origin) deliver(notification.change);
        } catch {
          logger.warn("ignored malformed change notification", { payload });
        }
      },
      () => {
        logger.info("change notifications resumed; every cache starts over");
        deliver({ kind: "everything" });
      },
    );
  } catch (error) {
    logger.warn("change notifications unavailable; caches are local to this process", {
      error: errorForLog(error),
    });
  }
  return {
    maxAgeMs,
    async publish(change) {
      deliver(change);
      if (!unlisten) return;
      try {
        await database.notify(CHANNEL, JSON.stringify({ origin, change } satisfies Notification));
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
      emitter.removeAllListeners();
      await unlisten?.().catch(() => {});
    },
  };
}
