import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { forgetRecentSignIns } from "../auth/session.ts";
import { lastAppliedMigration } from "../backup/migrations.ts";
import { migrationsFolder } from "../lib/paths.ts";
import { isFreshDataDir } from "./pglite-template.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** One type for both drivers: everything above this layer is driver-agnostic. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      /**
       * How long an unused pooled connection stays open; 30 by default. Tests that keep
       * several servers up at once shorten it, so PostgreSQL's connection limit holds them.
       */
      idleTimeoutSeconds?: number;
      /**
       * How long a new connection may take; 2 by default, so an outage answers 503 quickly.
       * Tests on a loaded machine lengthen it: a test's own work can hold the event loop
       * longer than that, and the timer then fires before the connection is seen.
       */
      connectTimeoutSeconds?: number;
    }
  /**
   * dataDir undefined = in memory. `template`: a pristine cluster tarball to start a new data
   * folder from instead of running initdb (see pglite-template.ts).
   */
  | { kind: "pglite"; dataDir?: string; template?: Uint8Array };

export interface Database {
  kind: "postgres" | "pglite";
  db: Db;
  /**
   * Applies the committed migrations; safe to run at every start. Once it applied any, no
   * session from before counts as recently signed in (see migrateThenForgetRecentSignIns).
   */
  migrate(): Promise<void>;
  /** Answers within about two seconds whether the database is reachable. */
  ping(): Promise<boolean>;
  /**
   * Cross-process notifications (PostgreSQL LISTEN/NOTIFY). `onResubscribed` runs each time
   * the listening connection is back after it was lost: whatever was sent meanwhile is gone.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 2000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function openPostgres(
  url: string,
  { idleTimeoutSeconds = 30, connectTimeoutSeconds = 2 } = {},
): Database {
  const client = postgres(url, {
    max: 10,
    // An outage must fail fast (503 in about 2 s) rather than hang requests.
    connect_timeout: connectTimeoutSeconds,
    idle_timeout: idleTimeoutSeconds,
    onnotice: () => {},
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
    async ping() {
      try {
        await withTimeout(client`select 1`, PING_TIMEOUT_MS);
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onMessage, onResubscribed) {
      // postgres.js reconnects a lost listening connection by itself and calls this on every
      // subscription: the first is ours, each later one follows a reconnect.
      let subscriptions = 0;
      const { unlisten } = await client.listen(channel, onMessage, () => {
        if (subscriptions++ > 0) onResubscribed?.();
      });
      return unlisten;
    },
    async notify(channel, payload) {
      await client.notify(channel, payload);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * PGlite starts with PostgreSQL's 128 MB of shared buffers, all of it in the server's own
 * memory. A quarter holds a whole site's tables (31 MB at 2,000 standards); the operating
 * system's file cache keeps what a larger inbox reads. Measured in `pnpm bench --scale`.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

function openPglite(dataDir: string | undefined, template: Uint8Array | undefined): Database {
  const fresh = !dataDir || isFreshDataDir(dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    startParams: PGLITE_START_PARAMS,
    ...(fresh && template && { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]) }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async ping() {
      try {
        await withTimeout(client.query("select 1"), PING_TIMEOUT_MS);
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => client.close(),
  };
}

/**
 * Every caller that brings a database up to date (a start, `pnpm admin:create`) upgrades it
 * alike: after any migration, no session from before counts as recently signed in, as a
 * column added with `DEFAULT now()` would make them all recent (decision 031).
 */
async function migrateThenForgetRecentSignIns(db: Db, apply: () => Promise<void>) {
  const before = await lastAppliedMigration(db);
  await apply();
  const after = await lastAppliedMigration(db);
  if (before && before.createdAt !== after?.createdAt) await forgetRecentSignIns(db);
}

export function openDatabase(options: DatabaseOptions): Database {
  const database =
    options.kind === "postgres"
      ? openPostgres(options.url, options)
      : openPglite(options.dataDir, options.template);
  const applyCommitted = database.migrate;
  return {
    ...database,
    migrate: () => migrateThenForgetRecentSignIns(database.db, applyCommitted),
  };
}
