import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { visitSalts } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";

/**
 * The day's salt, the same on every process: the first to ask makes it, the others read it.
 * A salt is made for today only: a view counted before midnight and written after finds its
 * day's salt or is not counted, so a deleted salt is never made again (decision 047).
 */
export function visitSaltsOf(db: Db) {
  let known: { day: string; salt: string } | undefined;
  /** `day`'s salt; undefined for a day before `today` whose salt is gone. */
  return async function saltOf(day: string, today: string): Promise<string | undefined> {
    if (known?.day === day) return known.salt;
    if (day < today) {
      const [old] = await db.select().from(visitSalts).where(eq(visitSalts.day, day));
      return old?.salt;
    }
    await db
      .insert(visitSalts)
      .values({ day, salt: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    const [row] = await db.select().from(visitSalts).where(eq(visitSalts.day, day));
    if (!row) throw new Error(`no visit salt for ${day}`);
    if (!known || known.day < day) {
      await forgetSaltsBefore(db, day);
      known = { day, salt: row.salt };
    }
    return row.salt;
  };
}

/**
 * Deletes every salt of a day before `day`, and vacuums the table so the deleted rows do not
 * linger on disk (PGlite never vacuums by itself). Also run by the hourly upkeep, for days when
 * nothing was counted.
 */
export async function forgetSaltsBefore(db: Db, day: string): Promise<number> {
  const gone = await db
    .delete(visitSalts)
    .where(lt(visitSalts.day, day))
    .returning({ day: visitSalts.day });
  if (gone.length > 0) await db.execute(sql`vacuum ${visitSalts}`);
  return gone.length;
}

/** A visitor of one day: the day's salt, the address and the user agent, hashed. */
export const visitorOf = (salt: string, address: string, userAgent: string): string =>
  sha256Hex(`${salt}\n${address}\n${userAgent}`).slice(0, 32);
