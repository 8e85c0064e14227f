import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requestClient } from "../lib/client-address.ts";
import {
  type ActivityEvent,
  type ActivityOrigin,
  type InTransaction,
  recordActivity,
} from "./activity-log.ts";

/**
 * Where a request came from, for the log: the signed-in administrator (or the e-mail a failed
 * sign-in tried), the client address as the throttles see it, and the user agent.
 */
export function activityOrigin(
  c: Context<AppEnv>,
  trustProxy: boolean,
  actor: string | null = c.get("admin")?.email ?? null,
): ActivityOrigin {
  return { actor, ...requestClient(c, trustProxy) };
}

/**
 * Records a change in the activity log inside its transaction, as this request's administrator
 * (an event of null: nothing to record; a list: an entry for each).
 */
export const recordInTransaction =
  <T>(
    c: Context<AppEnv>,
    trustProxy: boolean,
    event: (outcome: T) => ActivityEvent | readonly ActivityEvent[] | null,
  ): InTransaction<T> =>
  async (tx, outcome) => {
    const entries = event(outcome);
    for (const entry of entries === null ? [] : "action" in entries ? [entries] : entries) {
      await recordActivity(tx, activityOrigin(c, trustProxy), entry);
    }
  };
