/**
 * The one script in the HTML, inlined by the build (`inlineBoot` in vite.config.ts): a first
 * visit requests no script until the visitor uses the page. It then loads the app's entry
 * (`entry-client.tsx`), holding a press or a submit made meanwhile (`start-when-needed.ts`).
 * The admin's shell is not server-rendered, so it loads the entry at once.
 */
import { APP_STARTED_EVENT } from "./lib/app-started.ts";
import { PAGE_DATA_META_NAME } from "./lib/page-data-address.ts";
import { startWhenNeeded } from "./lib/start-when-needed.ts";

/** The built entry's address: the build defines it. */
declare const __APP_ENTRY__: string;

/** Loads the entry; settles once the app runs (or has failed to start). */
const start = () =>
  new Promise<void>((settled) => {
    document.addEventListener(APP_STARTED_EVENT, () => settled(), { once: true });
    import(/* @vite-ignore */ __APP_ENTRY__).catch(() => settled());
  });

if (document.querySelector(`meta[name="${PAGE_DATA_META_NAME}"]`)) startWhenNeeded(start);
else void start();
