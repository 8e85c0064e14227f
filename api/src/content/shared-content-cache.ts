import type { Database } from "../db/database.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { loadRedirects, loadSections } from "./content.service.ts";
import { type ContentCache, createContentCache } from "./content-cache.ts";

/**
 * The site's content in memory, as the API and the renderer read it: one per running app,
 * built where the server is composed (`deps.caches.content`) and dropped through the change
 * feed, the writer's own change included (a publish delivers to this process at once).
 */
export function createSiteContentCache(database: Database, changes: ChangeFeed): ContentCache {
  const { db } = database;
  return createContentCache(async () => {
    const [sections, redirects] = await Promise.all([loadSections(db), loadRedirects(db)]);
    return { sections, redirects };
  }, changes);
}
