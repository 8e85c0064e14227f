import { apiErrorMessages, type SectionSummary } from "@app/contract";
import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import { HttpError } from "../lib/http-error.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { loadAdminSection } from "./content-summaries.ts";

/**
 * The admin's lists read every section's summary (GET /api/admin/content/summaries); its
 * editor reads the one section it edits in full (GET /api/admin/content/:section), so neither
 * costs what every section's words would.
 */
export const contentSummaryRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const admin = requireAdmin(deps);

  return new Hono<AppEnv>()
    .get("/admin/content/summaries", admin, async (c) => {
      const body = await deps.caches.summaries.encoded();
      // Kept by the browser alone (an admin's), and asked again each time: a 304 while unchanged.
      const headers = { "Content-Type": "application/json", "Cache-Control": "private, no-cache" };
      return sendEncoded(c, body, headers) as unknown as Response &
        TypedResponse<JSONParsed<SectionSummary[]>, 200, "json">;
    })
    .get("/admin/content/:section", admin, async (c) => {
      const section = c.req.param("section");
      const found = await loadAdminSection(db, section);
      if (!found) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
      return c.json(found, 200);
    });
};
