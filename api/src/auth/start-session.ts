import type { Context } from "hono";
import { activityOrigin } from "../activity/activity-context.ts";
import { recordActivity } from "../activity/activity-log.ts";
import type { AppEnv, HttpConfig } from "../app-env.ts";
import type { SummariesCache } from "../content/summaries-cache.ts";
import type { Database, Db } from "../db/database.ts";
import { requestClient } from "../lib/client-address.ts";
import type { AccountNotices } from "./account-notices.ts";
import { servedOverHttps } from "./host-cookies.ts";
import { rememberDevice } from "./known-devices.ts";
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  type Session,
  sessionIdFromToken,
} from "./session.ts";
import { readSessionCookie, writeSessionCookie } from "./session-cookie.ts";

/** Opens a new session for the request's client and sets its cookie. */
export async function openSession(
  c: Context<AppEnv>,
  db: Db,
  config: HttpConfig,
  userId: string,
): Promise<Session> {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, requestClient(c, config.trustProxy), {
    hostCookie: servedOverHttps(c, config),
  });
  writeSessionCookie(c, token, session.expiresAt, config);
  c.header("Cache-Control", "no-store");
  return session;
}

/**
 * The end of every successful sign-in (password, with or without a code, or passkey): a fresh
 * session, the sign-in in the activity log, a notice when the device is new, and the admin's
 * lists read ahead.
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  {
    database,
    config,
    notices,
    caches,
  }: {
    database: Database;
    config: HttpConfig;
    notices: AccountNotices;
    caches: { summaries: SummariesCache };
  },
  admin: { id: string; email: string },
  method: string,
): Promise<void> {
  const { db } = database;
  // A session token planted before login never becomes a logged-in session.
  const previous = readSessionCookie(c);
  if (previous) await invalidateSession(db, sessionIdFromToken(previous.value));
  const session = await openSession(c, db, config, admin.id);
  const origin = activityOrigin(c, config.trustProxy, admin.email);
  await recordActivity(db, origin, { action: "login.success", detail: method });
  const { known } = await rememberDevice(db, c, admin.id, config);
  if (!known) {
    notices.newDevice({ email: admin.email, at: session.createdAt, method, ...origin });
  }
  caches.summaries.warm();
}
