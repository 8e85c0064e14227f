import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/database.ts";
import { adminKnownDevices } from "../db/schema.ts";
import { isHttps } from "../lib/client-address.ts";
import { randomBase32 } from "../lib/random-token.ts";
import { sha256Hex } from "../lib/sha256.ts";

/** A long-lived random id per browser or app that has signed in; only its hash is stored. */
export const DEVICE_COOKIE = "admin_device";
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_DAYS = 400;

/**
 * Notes the device a sign-in came from and answers whether the account had seen it before.
 * Sets (or refreshes) the device cookie.
 */
export async function rememberDevice(
  db: Db,
  c: Context,
  userId: string,
  trustProxy: boolean,
): Promise<{ known: boolean }> {
  const presented = getCookie(c, DEVICE_COOKIE);
  const token = presented && /^[a-z2-7]{32}$/.test(presented) ? presented : randomBase32(20);
  const deviceHash = sha256Hex(token);
  const updated = await db
    .update(adminKnownDevices)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(adminKnownDevices.userId, userId), eq(adminKnownDevices.deviceHash, deviceHash)))
    .returning({ userId: adminKnownDevices.userId });
  const known = updated.length > 0;
  if (!known) {
    await db.insert(adminKnownDevices).values({ userId, deviceHash }).onConflictDoNothing();
  }
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c, trustProxy),
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return { known };
}
