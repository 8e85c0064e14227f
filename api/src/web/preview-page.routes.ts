import { formatBusinessTime, splitTranslation } from "@app/contract";
import { NOT_COUNTED_META } from "@app/contract/visit-beacon";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { editedContent } from "../content/content-row.ts";
import { openPreviewLink, previewPath } from "../content/preview-links.ts";
import { websiteContent } from "../db/schema.ts";
import { publicOrigin } from "../lib/client-address.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { sectionPagePath } from "./page-api.routes.ts";
import type { SiteRenderer } from "./site-renderer.ts";

/**
 * Never kept by a browser or a proxy, never indexed, and the secret address never sent on as a
 * referrer: the page is the draft of whoever holds the link, for now.
 */
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const NOT_OPEN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview not available</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>This preview is not available</h1><p>The link has expired or was revoked. Ask the person who sent it for a new one.</p></body></html>`;

/** The notice a preview page opens with, in the page's own flow so nothing is covered. */
const previewNotice = (expiresAt: Date) =>
  `<div role="note" aria-label="Preview" style="position:sticky;top:0;z-index:2147483647;background:#fef3c7;color:#451a03;border-bottom:1px solid #f59e0b;padding:.6rem 1rem;font:600 14px/1.4 system-ui,sans-serif;text-align:center">Preview of a draft: not on the site yet. This link works until ${escapeHtml(formatBusinessTime(expiresAt))}.</div>`;

/** Marks a rendered page as a preview: not to be indexed, and saying so at its top. */
function markAsPreview(html: string, expiresAt: Date): string {
  return html
    .replace(/<meta name="robots"[^>]*>/gi, "")
    .replace(
      "</head>",
      `<meta name="robots" content="noindex, nofollow"><meta name="${NOT_COUNTED_META}" content="off"></head>`,
    )
    .replace(/<body\b[^>]*>/i, (body) => `${body}${previewNotice(expiresAt)}`);
}

/**
 * GET /preview/:token: the page a section feeds, with its draft in place, for anyone with the
 * link until it expires or is revoked (decision 036). Rendered each time, never cached.
 */
export const previewPageRoutes = (deps: AppDeps, renderer: SiteRenderer) =>
  new Hono<AppEnv>().get("/:token", async (c) => {
    // Whoever reads the server's log must not be able to open the draft.
    c.set("pathForLog", previewPath("…"));
    const link = await openPreviewLink(deps.database.db, c.req.param("token"));
    const notOpen = () => c.html(NOT_OPEN, 404, PRIVATE_HEADERS);
    if (!link) return notOpen();
    const [row] = await deps.database.db
      .select({
        content: websiteContent.content,
        draft: websiteContent.draft,
        deletedAt: websiteContent.deletedAt,
      })
      .from(websiteContent)
      .where(eq(websiteContent.section, link.section));
    // A deleted entry shows to no one, whatever links to it.
    if (!row || row.deletedAt) return notOpen();
    const language = splitTranslation(link.section).language ?? "en";
    const path = await sectionPagePath(link.section, language, renderer);
    if (!path) return notOpen();
    const page = await renderer.preview(path, publicOrigin(c.req.raw, deps.config), {
      section: link.section,
      content: editedContent(row),
    });
    return c.html(markAsPreview(page.body, link.expiresAt), 200, PRIVATE_HEADERS);
  });
