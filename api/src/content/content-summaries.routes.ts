import { apiErrorMessages, type SectionSummary } from "@app/contract";
import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import {
  compressBody,
  type EncodedBody,
  MIN_COMPRESSIBLE_BYTES,
  withSmaller,
} from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";
import { HttpError } from "../lib/http-error.ts";
import { sendEncoded } from "../lib/send-encoded.ts";
import { createSummaryReader, loadAdminSection } from "./content-summaries.ts";

/** The fast levels of JSON made per request (compress-json.ts): made again after each change. */
const LEVELS = { brotliQuality: 5, gzipLevel: 6 };

/** The summaries as sent, in each coding, with an ETag: a refresh that finds no change gets a 304. */
async function encodeSummaries(summaries: readonly SectionSummary[]): Promise<EncodedBody> {
  const identity = new Uint8Array(Buffer.from(JSON.stringify(summaries)));
  const encoded = { identity, etag: sha256Etag(identity) };
  if (identity.byteLength < MIN_COMPRESSIBLE_BYTES) return encoded;
  const [br, gzip] = await Promise.all([
    compressBody("br", identity, LEVELS),
    compressBody("gzip", identity, LEVELS),
  ]);
  return withSmaller(encoded, br, gzip);
}

/**
 * The admin's lists read every section's summary (GET /api/admin/content/summaries); its
 * editor reads the one section it edits in full (GET /api/admin/content/:section), so neither
 * costs what every section's words would.
 */
export const contentSummaryRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const admin = requireAdmin(deps);
  const readSummaries = createSummaryReader();
  // The reader answers the same array while nothing changed: encoded once for it.
  const encodings = new WeakMap<readonly SectionSummary[], Promise<EncodedBody>>();
  const encoded = (summaries: readonly SectionSummary[]) => {
    let body = encodings.get(summaries);
    if (!body) {
      body = encodeSummaries(summaries);
      encodings.set(summaries, body);
    }
    return body;
  };

  return new Hono<AppEnv>()
    .get("/admin/content/summaries", admin, async (c) => {
      const body = await encoded(await readSummaries(db));
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
