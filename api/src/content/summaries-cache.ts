import type { SectionSummary } from "@app/contract";
import type { Db } from "../db/database.ts";
import { type EncodedBody, encodeBody, FAST_LEVELS } from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";
import type { Logger } from "../lib/logger.ts";
import { createSummaryReader } from "./content-summaries.ts";

/** The admin's section summaries (GET /api/admin/content/summaries) as sent. */
export interface SummariesCache {
  /** The summaries of now, encoded once for as long as nothing changed, with their ETag. */
  encoded(): Promise<EncodedBody>;
  /**
   * Reads them in the background. The first read after a start takes every section's words
   * (1.5–3 s at 2,000 standards); a sign-in starts it, so the admin's first list does not.
   */
  warm(): void;
}

export function createSummariesCache(
  db: Db,
  logger: Logger,
  readSummaries: (db: Db) => Promise<SectionSummary[]> = createSummaryReader(),
): SummariesCache {
  // The reader answers the same array while nothing changed: encoded once for it.
  const encodings = new WeakMap<readonly SectionSummary[], Promise<EncodedBody>>();
  let reading: Promise<SectionSummary[]> | undefined;

  // One read at a time: a read waiting for one in flight (the sign-in's, while the admin opens)
  // then finds the words kept and reads only the rows' versions.
  const read = async () => {
    while (reading) await reading.catch(() => undefined);
    const pending = readSummaries(db);
    reading = pending;
    try {
      return await pending;
    } finally {
      if (reading === pending) reading = undefined;
    }
  };

  const encoded = async () => {
    const summaries = await read();
    let body = encodings.get(summaries);
    if (!body) {
      const text = JSON.stringify(summaries);
      body = encodeBody(text, "application/json", sha256Etag(text), FAST_LEVELS);
      encodings.set(summaries, body);
    }
    return body;
  };

  return {
    encoded,
    warm() {
      encoded().catch((error: unknown) => {
        logger.warn("the admin's section summaries could not be read ahead", { error });
      });
    },
  };
}
