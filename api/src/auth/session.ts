import type { Role } from "@app/contract";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminSessions, adminUsers, telegramLinks } from "../db/schema.ts";
import { randomBase32, randomHex, tokenHash } from "../lib/random-token.ts";

/**
 * Sessions as the Lucia guide (lucia-auth.com/sessions) describes them, on @oslojs: the
 * cookie holds a random token, the database only its SHA-256. See docs/decisions/0002.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Idle expiry: a session unused this long is over. Sliding: use renews it. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Renewal happens when less than this remains, so not every request writes. */
const RENEW_WHEN_REMAINING_MS = SESSION_IDLE_MS / 2;
/** "Last seen" is kept to the minute: a busy admin does not write on every request. */
const LAST_SEEN_PRECISION_MS = 60 * 1000;
/** Absolute lifetime: however active, a session ends this long after login. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  publicId: string;
  lastSeenAt: Date;
  verifiedAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** Its cookie is `__Host-admin_session`; the bare name is refused for it (session-cookie.ts). */
  hostCookie: boolean;
}

/** Where a session is used from, as the session list shows it. */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionValidation {
  session: Session;
  user: { id: string; email: string; role: Role };
  /** True when expiresAt moved forward and the cookie must be sent again. */
  renewed: boolean;
}

/** 160 random bits, base32: more than the 128 the guide asks for. */
export const generateSessionToken = (): string => randomBase32(20);

export function sessionIdFromToken(token: string): string {
  return tokenHash(token);
}

/** 128 random bits, hex: the id the session list shows, unrelated to the token. */
const generatePublicId = (): string => randomHex(16);

export async function createSession(
  db: Db,
  token: string,
  userId: string,
  client: SessionClient = { ip: null, userAgent: null },
  { hostCookie = false }: { hostCookie?: boolean } = {},
): Promise<Session> {
  const now = Date.now();
  const session: Session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now + SESSION_IDLE_MS),
    createdAt: new Date(now),
    publicId: generatePublicId(),
    lastSeenAt: new Date(now),
    verifiedAt: new Date(now),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    hostCookie,
  };
  await db.insert(adminSessions).values(session);
  return session;
}

export async function validateSessionToken(
  db: Db,
  token: string,
  client?: SessionClient,
): Promise<SessionValidation | null> {
  const sessionId = sessionIdFromToken(token);
  const [row] = await db
    .select({
      session: adminSessions,
      user: { id: adminUsers.id, email: adminUsers.email, role: adminUsers.role },
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(eq(adminSessions.id, sessionId));
  if (!row) return null;

  const { session, user } = row;
  const now = Date.now();
  const absoluteEnd = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  // Disabling deletes the sessions; a session opened in the same instant ends here.
  if (row.disabledAt || now >= session.expiresAt.getTime() || now >= absoluteEnd) {
    await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
    return null;
  }
  const renewed = session.expiresAt.getTime() - now < RENEW_WHEN_REMAINING_MS;
  if (renewed) session.expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, absoluteEnd));
  const seen = now - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS;
  if (seen) {
    session.lastSeenAt = new Date(now);
    if (client) {
      session.ip = client.ip;
      session.userAgent = client.userAgent?.slice(0, 400) ?? null;
    }
  }
  if (renewed || seen) {
    await db
      .update(adminSessions)
      .set({
        expiresAt: session.expiresAt,
        lastSeenAt: session.lastSeenAt,
        ip: session.ip,
        userAgent: session.userAgent,
      })
      .where(eq(adminSessions.id, sessionId));
  }
  return { session, user, renewed };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/**
 * Ends every session of a person, and their Telegram link with them (decision 046): whatever
 * ends all their sign-ins (a new password, a recovery, "sign out everywhere", a disabled or
 * removed account) also stops the group's buttons acting as them until they link again.
 */
export async function invalidateAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
  await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
}

/** The session just proved the password again ("confirm it's you"). */
export async function markSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ verifiedAt: new Date() })
    .where(eq(adminSessions.id, sessionId));
}

/**
 * After an upgrade, no session that existed before it counts as signed in recently: a
 * migration that adds `verified_at` (or any later one filling it) would otherwise make every
 * old session look as if it had just proved the password.
 */
export async function forgetRecentSignIns(db: Db): Promise<void> {
  await db.update(adminSessions).set({ verifiedAt: new Date(0) });
}

/** The account's sessions that have not ended, most recently used first. */
export async function listSessions(db: Db, userId: string): Promise<Session[]> {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        sql`${adminSessions.expiresAt} > now()`,
        sql`${adminSessions.createdAt} > now() - make_interval(secs => ${SESSION_ABSOLUTE_MS / 1000})`,
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
}

/** Ends one of the account's sessions by its public id; false when there was none. */
export async function revokeSession(db: Db, userId: string, publicId: string): Promise<boolean> {
  const removed = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), eq(adminSessions.publicId, publicId)))
    .returning({ id: adminSessions.id });
  return removed.length > 0;
}

/** Ends every session of the account but one; answers how many ended. */
export async function invalidateOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const removed = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), ne(adminSessions.id, keepSessionId)))
    .returning({ id: adminSessions.id });
  return removed.length;
}
