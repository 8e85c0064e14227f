/**
 * The one script in the HTML, inlined by the build (`inlineBoot` in vite.config.ts): a first
 * visit requests no script until the visitor uses the page. It then loads the app's entry
 * (`entry-client.tsx`), holding a press or a submit made meanwhile (`start-when-needed.ts`).
 * The admin's shell is not server-rendered, so it loads the entry at once.
 */
import { APP_STARTED_EVENT } from "./lib/app-started.ts";
import { PAGE_DATA_META_NAME } from "./lib/page-data-address.ts";
import { startWhenNeeded } from "./lib/start-when-needed.ts";
import { documentVisitOrigin, isCountedPage, sendVisit } from "./lib/visit-entry.ts";

/** The built entry's address, and those of the chunks it imports: the build defines them. */
declare const __APP_ENTRY__: string;
declare const __APP_ENTRY_IMPORTS__: readonly string[];

/**
 * Loads the entry; settles once the app runs (or has failed to start). The chunks the entry
 * imports are asked for beside it, not after it.
 */
const start = () =>
  new Promise<void>((settled) => {
    for (const href of __APP_ENTRY_IMPORTS__) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    document.addEventListener(APP_STARTED_EVENT, () => settled(), { once: true });
    import(/* @vite-ignore */ __APP_ENTRY__).catch(() => settled());
  });

/**
 * Counts the page once it has loaded, so counting never competes with showing it; the page and
 * where its visit came from are read now, before the app can move to another.
 */
function countWhenLoaded() {
  if (!isCountedPage()) return;
  const path = window.location.pathname;
  const origin = documentVisitOrigin();
  const count = () => sendVisit(path, origin);
  if (document.readyState === "complete") count();
  else window.addEventListener("load", count, { once: true });
}

if (document.querySelector(`meta[name="${PAGE_DATA_META_NAME}"]`)) {
  countWhenLoaded();
  startWhenNeeded(start);
} else void start();
