import {
  apiErrorMessages,
  ContentSaveSchema,
  LANGUAGES,
  type Language,
  localizedPath,
  MAX_CONTENT_BODY_BYTES,
  sectionPages,
  splitTranslation,
} from "@app/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import { assertSectionContent } from "../content/content-validation.ts";
import { limitBody } from "../lib/body-limit.ts";
import { localPortOf, mayKeepPages } from "../lib/canonical-host.ts";
import { publicOrigin } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { validate } from "../lib/validate.ts";
import { searchAsker } from "../routes/search/search.routes.ts";
import type { SiteRenderer } from "./site-renderer.ts";

const PageDataQuerySchema = z.object({
  path: z.string().startsWith("/").max(512),
});

const PreviewSchema = ContentSaveSchema.pick({ section: true, content: true }).extend({
  /** The language to show the page in; by default the draft's own (`hero@km`: Khmer). */
  lang: z.enum(LANGUAGES).optional(),
});

const unavailable = () => new HttpError(503, apiErrorMessages.unavailable);

/**
 * The first public page a section feeds, in a language, with `*` (every entry) read as the
 * first entry the snapshot has; undefined when the section feeds no page.
 */
export async function sectionPagePath(
  section: string,
  language: Language,
  renderer: SiteRenderer,
): Promise<string | undefined> {
  const [first] = sectionPages(splitTranslation(section).base);
  if (!first) return undefined;
  if (first === "*") return localizedPath(language, "/");
  if (!first.includes("*")) return localizedPath(language, first);
  const prefix = first.slice(0, first.indexOf("*"));
  const path = (await renderer.sitemapPaths()).find((p) => p.startsWith(prefix));
  return path && localizedPath(language, path);
}

/**
 * What the browser needs besides pages: a path's page data for client navigation, and the
 * admin's preview of a draft. Both answer 503 where the public site is not built.
 */
export const pageApiRoutes = (deps: AppDeps, renderer: SiteRenderer | undefined) =>
  new Hono<AppEnv>()
    .get("/page-data", validate("query", PageDataQuerySchema), async (c) => {
      if (!renderer) throw unavailable();
      // The page keeps only the query it renders with (a list's page), so a made-up query
      // string makes no page of its own in the cache.
      const { pathname, search } = new URL(c.req.valid("query").path, "http://localhost");
      const page = await renderer.page(pathname, publicOrigin(c.req.raw, deps.config), search, {
        keep: mayKeepPages(c.req.raw, deps.config, localPortOf(c.env)),
        asker: searchAsker(c, deps),
      });
      const headers = { "Content-Type": "application/json", "Cache-Control": "no-cache" };
      if (page.encoded) return sendEncoded(c, page.encoded.pageData, headers);
      // Past a visitor's searches a minute, their next search's data is refused alike.
      if (page.status === 429)
        return c.body(page.pageData, 429, { ...headers, "Retry-After": "60" });
      return c.body(page.pageData, 200, headers);
    })
    .post(
      "/admin/preview",
      requireAdmin(deps),
      limitBody(MAX_CONTENT_BODY_BYTES),
      validate("json", PreviewSchema),
      async (c) => {
        if (!renderer) throw unavailable();
        const { section, lang } = c.req.valid("json");
        const { content } = (await c.req.json()) as { content: Record<string, unknown> };
        assertSectionContent(section, content);
        const language = lang ?? splitTranslation(section).language ?? "en";
        const path = await sectionPagePath(section, language, renderer);
        if (!path) throw new HttpError(404, apiErrorMessages.previewUnavailable);
        const page = await renderer.preview(path, publicOrigin(c.req.raw, deps.config), {
          section,
          content,
        });
        return c.json({ path, html: page.body }, 200);
      },
    );
