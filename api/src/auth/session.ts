import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminSessions, adminUsers } from "../db/schema.ts";

/**
 * Sessions as the Lucia guide (lucia-auth.com/sessions) describes them, on @oslojs: the
 * cookie holds a random token, the database only its SHA-256. See docs/decisions/0002.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Idle expiry: a session unused this long is over. Sliding: use renews it. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Renewal happens when less than this remains, so not every request writes. */
const RENEW_WHEN_REMAINING_MS = SESSION_IDLE_MS / 2;
/** Absolute lifetime: however active, a session ends this long after login. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface SessionValidation {
  session: Session;
  user: { id: string; email: string };
  /** True when expiresAt moved forward and the cookie must be sent again. */
  renewed: boolean;
}

/** 160 random bits, base32: more than the 128 the guide asks for. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: string): Promise<Session> {
  const now = Date.now();
  const session: Session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now + SESSION_IDLE_MS),
    createdAt: new Date(now),
  };
  await db.insert(adminSessions).values(session);
  return session;
}

export async function validateSessionToken(
  db: Db,
  token: string,
): Promise<SessionValidation | null> {
  const sessionId = sessionIdFromToken(token);
  const [row] = await db
    .select({ session: adminSessions, user: { id: adminUsers.id, email: adminUsers.email } })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(eq(adminSessions.id, sessionId));
  if (!row) return null;

  const { session, user } = row;
  const now = Date.now();
  const absoluteEnd = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (now >= session.expiresAt.getTime() || now >= absoluteEnd) {
    await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
    return null;
  }
  let renewed = false;
  if (session.expiresAt.getTime() - now < RENEW_WHEN_REMAINING_MS) {
    session.expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, absoluteEnd));
    await db
      .update(adminSessions)
      .set({ expiresAt: session.expiresAt })
      .where(eq(adminSessions.id, sessionId));
    renewed = true;
  }
  return { session, user, renewed };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

export async function invalidateAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}
