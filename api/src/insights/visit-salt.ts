import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { visitSalts } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";

/**
 * The day's salt, the same on every process: the first to ask makes it, the others read it.
 * Asking for a new day deletes every older salt, so yesterday's visitors cannot be matched
 * with today's (decision 047).
 */
export function visitSaltsOf(db: Db) {
  let known: { day: string; salt: string } | undefined;
  /** The day's salt; undefined for a day already over whose salt is gone (never made again). */
  return async function saltOf(day: string): Promise<string | undefined> {
    if (known?.day === day) return known.salt;
    if (known && day < known.day) {
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
      await db.delete(visitSalts).where(lt(visitSalts.day, day));
      known = { day, salt: row.salt };
    }
    return row.salt;
  };
}

/** A visitor of one day: the day's salt, the address and the user agent, hashed. */
export const visitorOf = (salt: string, address: string, userAgent: string): string =>
  sha256Hex(`${salt}\n${address}\n${userAgent}`).slice(0, 32);
