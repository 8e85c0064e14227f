import {
  apiErrorMessages,
  InsightsQuerySchema,
  VISIT_BEACON_MAX_BYTES,
  VisitBeaconSchema,
} from "@app/contract";
import { Hono } from "hono";
import { isbot } from "isbot";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { readInsights } from "../../insights/insights-report.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { clientAddress, clientThrottleKey } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { visitorAllowanceAMinute } from "../../lib/memory-allowance.ts";
import { validate } from "../../lib/validate.ts";

/** One visitor's beacons in a minute: a person reading, even fast, sends a few. */
const BEACONS_PER_MINUTE = 60;

/** An answer that says nothing and is kept by nobody. */
const accepted = () =>
  new Response(null, { status: 202, headers: { "Cache-Control": "no-store" } });

/**
 * The visit beacon (`POST /api/v`, decision 047) and the admin's Insights. The beacon answers
 * 202 before anything is written; bots and `Sec-GPC: 1` are answered the same without being
 * counted. A client past its allowance is told to wait (429).
 */
export const insightsRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const allowance = visitorAllowanceAMinute(BEACONS_PER_MINUTE);
  return new Hono<AppEnv>()
    .post("/v", limitBody(VISIT_BEACON_MAX_BYTES), async (c) => {
      const userAgent = c.req.header("user-agent") ?? "";
      const text = await c.req.text();
      // No user agent at all is no browser either.
      if (c.req.header("sec-gpc") === "1" || !userAgent || isbot(userAgent)) return accepted();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, apiErrorMessages.invalidJsonBody);
      }
      const beacon = VisitBeaconSchema.safeParse(body);
      if (!beacon.success) throw new HttpError(400, apiErrorMessages.badVisitBeacon);
      const address = clientAddress(c, deps.config.trustProxy);
      // An IPv6 client by its /64, as every allowance here: one host has a whole network.
      if (!allowance(clientThrottleKey(c, deps.config.trustProxy))) {
        return c.json({ error: apiErrorMessages.tooManyVisits }, 429, { "Retry-After": "60" });
      }
      deps.visits.count(beacon.data, { address, userAgent });
      return accepted();
    })
    .get(
      "/admin/insights",
      requireAdmin(deps),
      validate("query", InsightsQuerySchema),
      async (c) => {
        // What is waiting in memory belongs to the figures too.
        await Promise.all([deps.visits.flush(), deps.search.log.flush()]);
        return c.json(await readInsights(db, c.req.valid("query")), 200);
      },
    );
};
