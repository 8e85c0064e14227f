import { LANGUAGES } from "@app/contract";
import { Hono } from "hono";
import { isbot } from "isbot";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
import { validate } from "../../lib/validate.ts";

/** `q` is checked by the search itself, so a long one is refused in the visitor's language. */
const SearchQuerySchema = z.object({
  q: z.string().default(""),
  lang: z.enum(LANGUAGES).default("en"),
});

/**
 * `GET /api/search?q=&lang=en|km`: what the results page shows, as JSON (decision 049). Not
 * kept by browsers: a save changes it at once.
 */
export const searchRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get("/search", validate("query", SearchQuerySchema), async (c) => {
    const { q, lang } = c.req.valid("query");
    const answer = await deps.search.ask(q, lang, {
      key: clientThrottleKey(c, deps.config.trustProxy),
      bot: isbot(c.req.header("user-agent") ?? ""),
    });
    return c.json(answer, 200, { "Cache-Control": "no-cache" });
  });
