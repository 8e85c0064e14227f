import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requestClient } from "../lib/client-address.ts";
import type { ActivityOrigin } from "./activity-log.ts";

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
