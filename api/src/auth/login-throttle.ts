import { apiErrorMessages, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@app/contract";
import type { Db } from "../db/database.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  clearThrottle,
  reserveThrottleSlot,
  type ThrottleRule,
  type ThrottleSlot,
} from "../lib/throttle.ts";

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
 */
export interface GuessCounter {
  /** Takes a slot in each allowance; 429 with Retry-After when one is used up. */
  assertAllowed(): Promise<void>;
  /** The guess was wrong: its slots stay taken. */
  failed(): Promise<void>;
  /** The guess was right: its slots are given back, and the account's allowance restored. */
  succeeded(): Promise<void>;
  /** Not a guess after all (a right password still waiting for its code): slots given back. */
  release(): Promise<void>;
}

export function guessCounter(db: Db, address: string, account?: string): GuessCounter {
  const keys = [[byAddress, address] as const, ...(account ? [[byAccount, account] as const] : [])];
  const taken: ThrottleSlot[] = [];
  return {
    async assertAllowed() {
      for (const [rule, key] of keys) {
        const slot = await reserveThrottleSlot(db, rule, key);
        if (slot.limited) {
          for (const earlier of taken.splice(0)) await earlier.release();
          throw new HttpError(429, apiErrorMessages.tooManyLoginAttempts, undefined, {
            "Retry-After": String(slot.retryAfterSeconds),
          });
        }
        taken.push(slot);
      }
    },
    async failed() {
      taken.length = 0;
    },
    async succeeded() {
      await this.release();
      if (account) await clearThrottle(db, byAccount, account);
    },
    async release() {
      for (const slot of taken.splice(0)) await slot.release();
    },
  };
}
