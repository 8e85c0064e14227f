import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminPasskeys, adminRecoveryCodes, adminUsers } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { passwordProblem, siteNames } from "./password-policy.ts";
import { invalidateAllSessions } from "./session.ts";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normalizeEmail(email)));
  return row;
}

export async function findAdminById(db: Db, id: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export async function hasAnyAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  return (row?.count ?? 0) > 0;
}

export class WeakPasswordError extends Error {}

/**
 * Creates the owner, or (unless told not to) sets a new password for an existing account, which
 * becomes an enabled owner.
 * A changed password ends every session of that account. Only a password about to be stored
 * must meet the policy: an existing account's password (ADMIN_PASSWORD at every start) keeps
 * working, and its sign-in asks for a new one when it is weak.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  { resetPassword = true, publicUrl }: { resetPassword?: boolean; publicUrl?: string } = {},
): Promise<{
  created: boolean;
  passwordChanged: boolean;
  passwordKept?: boolean;
  /** The account was made an enabled owner again. */
  madeOwner?: boolean;
}> {
  const assertStrong = async () => {
    const problem = passwordProblem(password, {
      email: normalizeEmail(email),
      siteNames: await siteNames(db, publicUrl),
    });
    if (problem) throw new WeakPasswordError(problem);
  };
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    await assertStrong();
    await db.insert(adminUsers).values({
      id: crypto.randomUUID(),
      email: normalizeEmail(email),
      role: "owner",
      passwordHash: await hashPassword(password),
    });
    return { created: true, passwordChanged: false };
  }
  const verified = await verifyPassword(existing.passwordHash, password);
  if (!verified && !resetPassword) {
    return { created: false, passwordChanged: false, passwordKept: true };
  }
  if (!verified) {
    await assertStrong();
    await setPassword(db, existing.id, password);
  }
  // The password given is the account's now. `pnpm admin:create` recovers an owner; a start
  // with ADMIN_EMAIL does only when no other enabled owner is left, so a person the owner
  // disabled or demoted does not come back with the next restart.
  const lost = existing.role !== "owner" || existing.disabledAt !== null;
  const madeOwner = lost && (resetPassword || !(await hasEnabledOwnerBesides(db, existing.id)));
  if (madeOwner) {
    await db
      .update(adminUsers)
      .set({ role: "owner", disabledAt: null })
      .where(eq(adminUsers.id, existing.id));
  }
  return { created: false, passwordChanged: !verified, ...(madeOwner && { madeOwner }) };
}

async function hasEnabledOwnerBesides(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt), ne(adminUsers.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Stores a new password (it met the policy) and ends every session of the account. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      passwordChangeSuggested: false,
    })
    .where(eq(adminUsers.id, userId));
  await invalidateAllSessions(db, userId);
}

/** What else than the password lets the account sign in. */
export async function signInExtras(
  db: Db,
  userId: string,
): Promise<{ totp: boolean; passkeys: number }> {
  const [user] = await db
    .select({ totpKey: adminUsers.totpKey })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  const keys = await db
    .select({ id: adminPasskeys.id })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId));
  return { totp: user?.totpKey != null, passkeys: keys.length };
}

/**
 * For an owner who lost the phone and the recovery codes (run from the server's shell by
 * `pnpm admin:create`): two-step sign-in off, recovery codes and passkeys gone, every session
 * ended. The password alone signs in again.
 */
export async function resetSignInExtras(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await turnOffSecondFactor(tx, userId);
    await invalidateAllSessions(tx, userId);
  });
}

/** Two-step sign-in off (its recovery codes gone) and every passkey removed. */
export async function turnOffSecondFactor(db: Db, userId: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpKey: null, totpPendingKey: null, totpLastStep: null })
    .where(eq(adminUsers.id, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminPasskeys).where(eq(adminPasskeys.userId, userId));
}
