import { apiErrorMessages } from "@app/contract";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { activityOrigin } from "../activity/activity-context.ts";
import { recordActivity } from "../activity/activity-log.ts";
import type { AppEnv, HttpConfig } from "../app-env.ts";
import type { SummariesCache } from "../content/summaries-cache.ts";
import type { Database, Db } from "../db/database.ts";
import { adminUsers } from "../db/schema.ts";
import { requestClient } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import type { AccountNotices } from "./account-notices.ts";
import { findAdminById } from "./admin-accounts.ts";
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
  // The password or passkey was right; a disabled account still opens no session.
  if ((await findAdminById(db, admin.id))?.disabledAt) {
    await recordActivity(db, activityOrigin(c, config.trustProxy, admin.email), {
      action: "login.failure",
      detail: "account disabled",
    });
    throw new HttpError(403, apiErrorMessages.accountDisabled);
  }
  // A session token planted before login never becomes a logged-in session.
  const previous = readSessionCookie(c);
  if (previous) await invalidateSession(db, sessionIdFromToken(previous.value));
  const session = await openSession(c, db, config, admin.id);
  await db
    .update(adminUsers)
    .set({ lastSignInAt: session.createdAt })
    .where(eq(adminUsers.id, admin.id));
  const origin = activityOrigin(c, config.trustProxy, admin.email);
  await recordActivity(db, origin, { action: "login.success", detail: method });
  const { known } = await rememberDevice(db, c, admin.id, config);
  if (!known) {
    notices.newDevice({ email: admin.email, at: session.createdAt, method, ...origin });
  }
  caches.summaries.warm();
}
