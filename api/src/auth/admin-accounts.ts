import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminUsers } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
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
 * Creates the administrator, or sets a new password for an existing one. A changed password
 * ends every session of that account.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<{ created: boolean; passwordChanged: boolean }> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    await db.insert(adminUsers).values({
      id: crypto.randomUUID(),
      email: normalizeEmail(email),
      passwordHash: await hashPassword(password),
    });
    return { created: true, passwordChanged: false };
  }
  if (await verifyPassword(existing.passwordHash, password)) {
    return { created: false, passwordChanged: false };
  }
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date() })
    .where(eq(adminUsers.id, existing.id));
  await invalidateAllSessions(db, existing.id);
  return { created: false, passwordChanged: true };
}
