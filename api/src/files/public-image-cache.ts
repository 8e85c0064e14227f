import type { Database } from "../db/database.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { createImageCache, type ImageCache } from "./image-cache.ts";
import { currentImageStamp, loadCurrentImageFile } from "./images.queries.ts";

/**
 * The stored files' bytes in memory, as the public routes serve them: one per running app,
 * built where the server is composed (`deps.caches.images`) and dropped through the change
 * feed, the writer's own change included.
 */
export function createPublicImageCache(database: Database, changes: ChangeFeed): ImageCache {
  const cache = createImageCache(
    {
      load: (filename) => loadCurrentImageFile(database.db, filename),
      currentStamp: (filename) => currentImageStamp(database.db, filename),
    },
    { recheckAfterMs: changes.maxAgeMs },
  );
  changes.subscribe((change) => {
    if (change.kind === "image") cache.invalidate(change.filename);
    if (change.kind === "everything") cache.invalidateAll();
  });
  return cache;
}
