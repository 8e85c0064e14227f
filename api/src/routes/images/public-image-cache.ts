import type { AppDeps } from "../../app-env.ts";
import type { ChangeFeed } from "../../lib/change-feed.ts";
import { createImageCache, type ImageCache } from "./image-cache.ts";
import { currentImageStamp, loadCurrentImageFile } from "./images.queries.ts";

/** One cache per running app (keyed by its change feed), shared by the serving and writing routes. */
const caches = new WeakMap<ChangeFeed, ImageCache>();

export function publicImageCache({ database, changes }: AppDeps): ImageCache {
  let cache = caches.get(changes);
  if (!cache) {
    const created = createImageCache(
      {
        load: (filename) => loadCurrentImageFile(database.db, filename),
        currentStamp: (filename) => currentImageStamp(database.db, filename),
      },
      { recheckAfterMs: changes.maxAgeMs },
    );
    changes.subscribe((change) => {
      if (change.kind === "image") created.invalidate(change.filename);
      if (change.kind === "everything") created.invalidateAll();
    });
    caches.set(changes, created);
    cache = created;
  }
  return cache;
}

/**
 * After a committed write: this process forgets the old bytes at once, whatever the change
 * feed's delivery does (the admin's next request must see the new image), then every
 * process, this one included, is told.
 */
export async function announceImageChange(deps: AppDeps, filename: string): Promise<void> {
  publicImageCache(deps).invalidate(filename);
  await deps.changes.publish({ kind: "image", filename });
}
