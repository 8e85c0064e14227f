import type { AppDeps } from "../../app-env.ts";
import type { ChangeFeed } from "../../lib/change-feed.ts";
import { loadRedirects, loadSections } from "./content.service.ts";
import { type ContentCache, createContentCache } from "./content-cache.ts";

/** One content cache per running app (keyed by its change feed): the API and the renderer share it. */
const caches = new WeakMap<ChangeFeed, ContentCache>();

export function sharedContentCache({ database, changes }: AppDeps): ContentCache {
  let cache = caches.get(changes);
  if (!cache) {
    const db = database.db;
    cache = createContentCache(async () => {
      const [sections, redirects] = await Promise.all([loadSections(db), loadRedirects(db)]);
      return { sections, redirects };
    }, changes);
    caches.set(changes, cache);
  }
  return cache;
}

/**
 * Tells every process that a section changed on the site. Our own notification comes back
 * asynchronously: the cache here drops at once so the next read sees the write.
 */
export async function announceContentChange(deps: AppDeps, section: string): Promise<void> {
  sharedContentCache(deps).drop();
  await deps.changes.publish({ kind: "content", section });
}
