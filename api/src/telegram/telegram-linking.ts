import { TELEGRAM_LINK_CODE_MINUTES } from "@app/contract";
import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminUsers, telegramLinkCodes, telegramLinks } from "../db/schema.ts";
import { randomBase32, tokenHash } from "../lib/random-token.ts";

/** The Telegram account that sent something, as an update names it. */
export interface TelegramSender {
  id: number;
  username?: string;
  first_name: string;
  last_name?: string;
}

/** "@dara_sok", or the first and last name of an account without a username. */
export const telegramNameOf = (from: TelegramSender) =>
  from.username ? `@${from.username}` : [from.first_name, from.last_name].filter(Boolean).join(" ");

/**
 * A new one-time code for the signed-in person (any older one of theirs stops working): eight
 * characters, 40 random bits, of which only the hash is kept, for TELEGRAM_LINK_CODE_MINUTES.
 */
export async function createLinkCode(
  db: Db,
  userId: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBase32(5);
  const expiresAt = new Date(Date.now() + TELEGRAM_LINK_CODE_MINUTES * 60_000);
  await db
    .insert(telegramLinkCodes)
    .values({ userId, codeHash: tokenHash(code), expiresAt })
    .onConflictDoUpdate({
      target: telegramLinkCodes.userId,
      set: { codeHash: tokenHash(code), expiresAt },
    });
  return { code, expiresAt };
}

export interface LinkedPerson {
  id: string;
  name: string;
  email: string;
}

/**
 * Links the Telegram account that sent `/start <code>` to the code's person, once: the code is
 * used up, and a Telegram account linked to someone else before moves to this person. Undefined
 * when the code is unknown, used or expired, or its person is disabled.
 */
export async function linkByCode(
  tx: Db,
  code: string,
  from: TelegramSender,
): Promise<LinkedPerson | undefined> {
  const [used] = await tx
    .delete(telegramLinkCodes)
    .where(
      and(
        eq(telegramLinkCodes.codeHash, tokenHash(code.trim().toLowerCase())),
        gt(telegramLinkCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: telegramLinkCodes.userId });
  if (!used) return undefined;
  const [person] = await tx
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, used.userId));
  if (!person || person.disabledAt) return undefined;
  await tx
    .delete(telegramLinks)
    .where(and(eq(telegramLinks.telegramUserId, from.id), ne(telegramLinks.userId, person.id)));
  const link = { telegramUserId: from.id, telegramName: telegramNameOf(from) };
  await tx
    .insert(telegramLinks)
    .values({ userId: person.id, ...link })
    .onConflictDoUpdate({
      target: telegramLinks.userId,
      set: { ...link, linkedAt: sql`now()` },
    });
  return { id: person.id, name: person.name, email: person.email };
}

/** Unlinks the person's Telegram; false when none was linked. */
export async function unlinkTelegram(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .returning({ userId: telegramLinks.userId });
  await db.delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, userId));
  return rows.length > 0;
}

export async function linkOf(
  db: Db,
  userId: string,
): Promise<{ telegramName: string; linkedAt: string } | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ? { telegramName: row.telegramName, linkedAt: row.linkedAt.toISOString() } : null;
}

export async function linkedPeopleCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(telegramLinks);
  return Number(row?.count ?? 0);
}

/** The staff member a Telegram account is linked to, with what their account may do now. */
export async function personOfTelegram(tx: Db, telegramUserId: number) {
  const [row] = await tx
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      disabledAt: adminUsers.disabledAt,
    })
    .from(telegramLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, telegramLinks.userId))
    .where(eq(telegramLinks.telegramUserId, telegramUserId));
  return row;
}
