import { apiErrorMessages, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@app/contract";
import type { Db } from "../db/database.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  clearThrottle,
  recordThrottleEvent,
  type ThrottleRule,
  throttleState,
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
 * the password change, turning two-step sign-in off.
 */
export interface GuessCounter {
  /** 429 with Retry-After when either allowance is used up. */
  assertAllowed(): Promise<void>;
  failed(): Promise<void>;
  /** A correct guess restores the account's allowance (not the address's). */
  succeeded(): Promise<void>;
}

export function guessCounter(db: Db, address: string, account?: string): GuessCounter {
  const keys = [[byAddress, address] as const, ...(account ? [[byAccount, account] as const] : [])];
  return {
    async assertAllowed() {
      for (const [rule, key] of keys) {
        const state = await throttleState(db, rule, key);
        if (state.limited) {
          throw new HttpError(429, apiErrorMessages.tooManyLoginAttempts, undefined, {
            "Retry-After": String(state.retryAfterSeconds),
          });
        }
      }
    },
    async failed() {
      for (const [rule, key] of keys) await recordThrottleEvent(db, rule, key);
    },
    async succeeded() {
      if (account) await clearThrottle(db, byAccount, account);
    },
  };
}
