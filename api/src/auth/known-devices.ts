import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/database.ts";
import { adminKnownDevices } from "../db/schema.ts";
import { randomBase32 } from "../lib/random-token.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { type CookieConfig, readHostCookie, writeHostCookie } from "./host-cookies.ts";

/**
 * A long-lived random id per browser or app that has signed in; only its hash is stored.
 * Over https the cookie is `__Host-admin_device` (host-cookies.ts).
 */
export const DEVICE_COOKIE = "admin_device";
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_DAYS = 400;
const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/** One account's record of one device: the account's id and the hash of the device's cookie. */
export interface DeviceKey {
  userId: string;
  deviceHash: string;
}

/** The device cookie's token, when the request has one of the right shape. */
function presentedToken(c: Context): string | undefined {
  const presented = readHostCookie(c, DEVICE_COOKIE)?.value;
  return presented && TOKEN_SHAPE.test(presented) ? presented : undefined;
}

/**
 * The device the request claims to be, for this account. Whether the account knows it is
 * decided where its allowance is taken (reserveDeviceSlot): an unknown one counts for nothing.
 */
export function presentedDevice(c: Context, userId: string): DeviceKey | undefined {
  const token = presentedToken(c);
  return token ? { userId, deviceHash: sha256Hex(token) } : undefined;
}

/**
 * Notes the device a sign-in came from and answers whether the account had seen it before.
 * Sets (or refreshes) the device cookie. A token the browser brings is kept only when some
 * account knows it already: one planted in the browser (by a sibling subdomain, say) never
 * becomes a known device with an allowance of its own.
 */
export async function rememberDevice(
  db: Db,
  c: Context,
  userId: string,
  config: CookieConfig,
): Promise<{ known: boolean }> {
  const presented = presentedToken(c);
  let token = presented ?? randomBase32(20);
  const updated = presented
    ? await db
        .update(adminKnownDevices)
        .set({ lastSeenAt: new Date() })
        .where(
          and(
            eq(adminKnownDevices.userId, userId),
            eq(adminKnownDevices.deviceHash, sha256Hex(presented)),
          ),
        )
        .returning({ userId: adminKnownDevices.userId })
    : [];
  const known = updated.length > 0;
  if (!known) {
    if (presented && !(await anyAccountKnows(db, sha256Hex(presented)))) {
      token = randomBase32(20);
    }
    await db
      .insert(adminKnownDevices)
      .values({ userId, deviceHash: sha256Hex(token) })
      .onConflictDoNothing();
  }
  writeHostCookie(c, config, DEVICE_COOKIE, token, { maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 });
  return { known };
}

async function anyAccountKnows(db: Db, deviceHash: string): Promise<boolean> {
  const rows = await db
    .select({ userId: adminKnownDevices.userId })
    .from(adminKnownDevices)
    .where(eq(adminKnownDevices.deviceHash, deviceHash))
    .limit(1);
  return rows.length > 0;
}

export type DeviceSlot =
  | { kind: "taken" }
  | { kind: "limited"; retryAfterSeconds: number }
  /** The account does not know this device: its guesses count like any other's. */
  | { kind: "unknown" };

const ofDevice = ({ userId, deviceHash }: DeviceKey) =>
  and(eq(adminKnownDevices.userId, userId), eq(adminKnownDevices.deviceHash, deviceHash));

/**
 * A device the account knows has an allowance of its own: LOGIN_FAILURE_LIMIT wrong guesses
 * per LOGIN_FAILURE_WINDOW_MS, counted from the first. A guess takes its slot in one
 * conditional UPDATE: the row lock makes parallel guesses (on any number of processes) take
 * turns, and each sees the count the previous one left, so no more than the allowance pass.
 */
export async function reserveDeviceSlot(db: Db, device: DeviceKey): Promise<DeviceSlot> {
  const t = adminKnownDevices;
  const windowOver = sql`(${t.failedGuessesSince} is null or ${t.failedGuessesSince} <= now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_MS / 1000}))`;
  const taken = await db
    .update(t)
    .set({
      failedGuesses: sql`case when ${windowOver} then 1 else ${t.failedGuesses} + 1 end`,
      failedGuessesSince: sql`case when ${windowOver} then now() else ${t.failedGuessesSince} end`,
    })
    .where(
      and(ofDevice(device), sql`(${windowOver} or ${t.failedGuesses} < ${LOGIN_FAILURE_LIMIT})`),
    )
    .returning({ failedGuesses: t.failedGuesses });
  if (taken.length > 0) return { kind: "taken" };
  const [row] = await db.select({ since: t.failedGuessesSince }).from(t).where(ofDevice(device));
  if (!row) return { kind: "unknown" };
  const endsAt = (row.since?.getTime() ?? Date.now()) + LOGIN_FAILURE_WINDOW_MS;
  return {
    kind: "limited",
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
  };
}

/** Not a wrong guess after all (a right password waiting for its code): the slot back. */
export async function releaseDeviceSlot(db: Db, device: DeviceKey): Promise<void> {
  await db
    .update(adminKnownDevices)
    .set({ failedGuesses: sql`greatest(${adminKnownDevices.failedGuesses} - 1, 0)` })
    .where(ofDevice(device));
}

/** A right answer: the device's allowance is whole again. */
export async function resetDeviceAllowance(db: Db, device: DeviceKey): Promise<void> {
  await db
    .update(adminKnownDevices)
    .set({ failedGuesses: 0, failedGuessesSince: null })
    .where(ofDevice(device));
}
