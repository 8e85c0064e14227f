import {
  apiErrorMessages,
  DEFAULT_LANGUAGE,
  GROUP_STANDARDS_ROUTE,
  type Language,
  type StandardList,
  standardListQuery,
  UNGROUPED_STANDARDS_ROUTE,
} from "@app/contract";
import { type Context, Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { LanguageQuerySchema } from "../content/content.routes.ts";
import type { LocalizedContent } from "../content/content-cache.ts";
import { indexKey, sectionKey, withTranslations } from "../lib/change-keys.ts";
import { type EncodedBody, encodeBody } from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";
import { markHotCacheable } from "../lib/hot-cache.ts";
import { HttpError } from "../lib/http-error.ts";
import { rawIsCanonical } from "../lib/path-spelling.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { validate } from "../lib/validate.ts";
import { standardList } from "./standard-lists.ts";

/**
 * What a list is made from: the groups and which standards are on the site with their names
 * (any standard's save in the language), never the rest of each standard's words.
 */
const LIST_SOURCES = [sectionKey("services"), indexKey("certification")];

/**
 * The lists of standards the quote form offers once a visitor chooses a service group: a
 * group's standards on the site, or those in no group, named in the page's language. Each is
 * encoded once per content snapshot, kept in the hot cache until a standard or the groups
 * change, and answered with its ETag; the pages themselves carry none of it.
 */
export const standardListRoutes = (deps: AppDeps) => {
  /** By snapshot and language, then by anchor ("" for no group): gone with the snapshot. */
  const encoded = new WeakMap<LocalizedContent, Map<string, Promise<EncodedBody>>>();

  async function encodedList(language: Language, anchor: string | null) {
    const localized = (await deps.caches.content.read()).inLanguage(language);
    let lists = encoded.get(localized);
    if (!lists) {
      lists = new Map();
      encoded.set(localized, lists);
    }
    const key = anchor ?? "";
    const kept = lists.get(key);
    if (kept) return kept;
    const list = standardList(localized.sections, anchor);
    // Not kept: made-up anchors take no memory.
    if (!list) throw new HttpError(404, apiErrorMessages.serviceGroupNotFound(key));
    const body = JSON.stringify(list);
    const encoding = encodeBody(body, "application/json", sha256Etag(body));
    lists.set(key, encoding);
    encoding.catch(() => lists.delete(key));
    return encoding;
  }

  async function send(c: Context<AppEnv>, lang: Language | undefined, anchor: string | null) {
    const language = lang ?? DEFAULT_LANGUAGE;
    const body = await encodedList(language, anchor);
    // Kept only as asked in its one spelling: `?lang=km`, or no query in English.
    if (rawIsCanonical(c) && new URL(c.req.url).search === standardListQuery(language)) {
      markHotCacheable(c, withTranslations(LIST_SOURCES, language));
    }
    const headers = { "Content-Type": "application/json", "Cache-Control": "no-cache" };
    return sendEncoded(c, body, headers) as unknown as Response &
      TypedResponse<JSONParsed<StandardList>, 200, "json">;
  }

  return new Hono<AppEnv>()
    .get(GROUP_STANDARDS_ROUTE, validate("query", LanguageQuerySchema), (c) =>
      send(c, c.req.valid("query").lang, c.req.param("anchor")),
    )
    .get(UNGROUPED_STANDARDS_ROUTE, validate("query", LanguageQuerySchema), (c) =>
      send(c, c.req.valid("query").lang, null),
    );
};
