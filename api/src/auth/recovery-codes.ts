import { RECOVERY_CODE_COUNT } from "@app/contract";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminRecoveryCodes } from "../db/schema.ts";
import { randomBase32 } from "../lib/random-token.ts";
import { sha256Hex } from "../lib/sha256.ts";

/** 50 random bits as `xxxxx-xxxxx`: too many to guess under the login throttle. */
function generateRecoveryCode(): string {
  const text = randomBase32(7).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The stored form: the code without its dash, hashed. */
const hashOf = (normalized: string) => sha256Hex(normalized);

/**
 * Replaces the account's recovery codes with new ones; answers them (the only time they are
 * seen). Call inside the transaction that turns two-step sign-in on.
 */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code.replace("-", "")) })));
  return codes;
}

/** Uses one code (already normalized by the contract's schema); false if unknown or used. */
export async function redeemRecoveryCode(
  db: Db,
  userId: string,
  normalized: string,
): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashOf(normalized)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: adminRecoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}
