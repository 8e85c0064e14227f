import { apiErrorMessages, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@app/contract";
import type { Context } from "hono";
import type { HttpConfig } from "../app-env.ts";

import type { Db } from "../db/database.ts";
import { clientThrottleKey } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  clearThrottle,
  reserveThrottleSlot,
  type ThrottleRule,
  type ThrottleSlot,
} from "../lib/throttle.ts";
import {
  type DeviceKey,
  presentedDevice,
  releaseDeviceSlot,
  reserveDeviceSlot,
  resetDeviceAllowance,
} from "./known-devices.ts";

const byAddress: ThrottleRule = {
  bucket: "login-address",
  max: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const byAccount: ThrottleRule = {
  bucket: "login-account",
  max: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};

/**
 * Guesses at a secret of the account (password, authenticator code, recovery code, passkey)
 * share one allowance per client address and per account, wherever they are tried: the login,
 * the password change, turning two-step sign-in off. Each guess takes its slot before it is
 * checked (see reserveThrottleSlot), so parallel guesses get no more than the allowance.
 *
 * A browser the account has signed in from before (its device cookie, known-devices.ts) has
 * an allowance of its own instead (OWASP's device cookies): its guesses neither count against
 * nor wait for the address's and the account's, so someone guessing elsewhere cannot lock the
 * owner out of their own browser, and a device that guesses wrong is throttled on its own.
 */
export interface GuessCounter {
  /** Takes a slot in each allowance; 429 with Retry-After when one is used up. */
  assertAllowed(): Promise<void>;
  /** The guess was wrong: its slots stay taken. */
  failed(): Promise<void>;
  /** The guess was right: its slots are given back, and the allowance it used restored. */
  succeeded(): Promise<void>;
  /** Not a guess after all (a right password still waiting for its code): slots given back. */
  release(): Promise<void>;
}

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, apiErrorMessages.tooManyLoginAttempts, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

export function guessCounter(
  db: Db,
  address: string,
  account?: string,
  device?: DeviceKey,
): GuessCounter {
  const keys = [[byAddress, address] as const, ...(account ? [[byAccount, account] as const] : [])];
  const taken: ThrottleSlot[] = [];
  let deviceSlot = false;
  return {
    async assertAllowed() {
      if (device) {
        const slot = await reserveDeviceSlot(db, device);
        if (slot.kind === "limited") throw tooMany(slot.retryAfterSeconds);
        if (slot.kind === "taken") {
          deviceSlot = true;
          return;
        }
      }
      for (const [rule, key] of keys) {
        const slot = await reserveThrottleSlot(db, rule, key);
        if (slot.limited) {
          for (const earlier of taken.splice(0)) await earlier.release();
          throw tooMany(slot.retryAfterSeconds);
        }
        taken.push(slot);
      }
    },
    async failed() {
      taken.length = 0;
      deviceSlot = false;
    },
    async succeeded() {
      if (deviceSlot && device) {
        deviceSlot = false;
        await resetDeviceAllowance(db, device);
        return;
      }
      await this.release();
      if (account) await clearThrottle(db, byAccount, account);
    },
    async release() {
      if (deviceSlot && device) {
        deviceSlot = false;
        await releaseDeviceSlot(db, device);
      }
      for (const slot of taken.splice(0)) await slot.release();
    },
  };
}

/**
 * The guesses of a request about this account: its device's allowance when the request
 * carries a device cookie the account knows, else the address's and the account's.
 */
export function accountGuesses(
  c: Context,
  db: Db,
  config: Pick<HttpConfig, "trustProxy">,
  admin: { id: string; email: string },
): GuessCounter {
  return guessCounter(
    db,
    clientThrottleKey(c, config.trustProxy),
    admin.email,
    presentedDevice(c, admin.id),
  );
}
