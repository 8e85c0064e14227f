/**
 * Dispatched on the document once the app's start has settled: it runs, or it failed and the
 * page goes on as plain HTML. The boot (`boot.ts`) waits for it to replay a held press.
 */
export const APP_STARTED_EVENT = "app-started";
