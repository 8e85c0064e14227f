import { LANGUAGES, SEARCH_QUERY_MAX, type SearchAnswer, SITE_TEXTS } from "@app/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { isbot } from "isbot";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { readSessionCookie } from "../../auth/session-cookie.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import type { Asker } from "../../search/search-service.ts";

/** `q` is checked by the search itself, so a long one is refused in the visitor's language. */
const SearchQuerySchema = z.object({
  q: z.string().default(""),
  lang: z.enum(LANGUAGES).default("en"),
});

/**
 * Who asks a search: their allowance's key, and whether it counts in Insights: not a bot's,
 * nor one of the team's (signed in to the admin, opening a query from Insights).
 */
export const searchAsker = (c: Context<AppEnv>, deps: AppDeps): Asker => ({
  key: clientThrottleKey(c, deps.config.trustProxy),
  counted: !isbot(c.req.header("user-agent") ?? "") && readSessionCookie(c) === undefined,
});

/**
 * `GET /api/search?q=&lang=en|km`: what the results page shows, as JSON (decision 049). Not
 * kept by browsers: a save changes it at once.
 */
export const searchRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get("/search", validate("query", SearchQuerySchema), async (c) => {
    const { q, lang } = c.req.valid("query");
    const page = await deps.search.ask(q, lang, searchAsker(c, deps));
    const text = SITE_TEXTS[lang].search;
    if (page.refused === "too-long") {
      const message = text.tooLong(SEARCH_QUERY_MAX);
      throw new HttpError(400, message, { q: message });
    }
    if (page.refused === "too-many") {
      throw new HttpError(429, text.tooMany, undefined, { "Retry-After": "60" });
    }
    const answer: SearchAnswer = { results: page.results };
    return c.json(answer, 200, { "Cache-Control": "no-cache" });
  });
