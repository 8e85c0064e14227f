import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { endToEndDriver, startTestServer, type TestServer } from "@app/api/testing";
import { SUBMISSION_PAGE_MAX, SubmissionPageSchema } from "@app/contract";
import { hasBrowser, launchBrowser, startUsingPage } from "@app/testing/browser";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/**
 * Real browsers' user agents. Headless Chromium names itself HeadlessChrome, which is a bot's:
 * its visits are not counted (decision 047), so tests of counting browse as these.
 */
export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
export const DESKTOP_BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** The built site; `pnpm --filter @app/web build` makes it (the root test command builds first). */
export const webDist = fileURLToPath(new URL("../dist", import.meta.url));

/** A real server (PostgreSQL when there is one, else PGlite) serving the built site; `trustProxy` as behind a reverse proxy. */
export async function startSiteServer(config: { trustProxy?: boolean } = {}): Promise<TestServer> {
  if (
    !existsSync(`${webDist}/client/index.html`) ||
    !existsSync(`${webDist}/server/entry-server.js`)
  ) {
    throw new Error("web/dist is missing: run `pnpm --filter @app/web build` before the e2e tests");
  }
  return startTestServer(endToEndDriver, { config: { webDist, ...config } });
}

/**
 * A site server and, where there is one, a browser for a test file: started before its tests,
 * closed after them. Read the fields inside tests (they are set in beforeAll).
 */
export function siteWithBrowser(): { server: TestServer; browser: Browser } {
  const handle = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    handle.server = await startSiteServer();
    if (hasBrowser) handle.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.server?.dispose();
  });
  return handle;
}

/**
 * Collects console errors and warnings (hydration mismatches show up there) until `stop`, for
 * a tab that goes on to other tests.
 */
export function consoleWatcher(page: Page): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // Expected: the 404 pages answer 404, and tests make API calls fail on purpose.
    if (/status of (404|500)/.test(message.text())) return;
    messages.push(message.text());
  };
  const onPageError = (error: Error) => messages.push(String(error));
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const stop = () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  };
  return { messages, stop };
}

/** Collects console errors and warnings (hydration mismatches show up there) for the page's life. */
export function watchConsole(page: Page): string[] {
  return consoleWatcher(page).messages;
}

/** Holds every script of the app until `release()`: the scripts arrive late. */
export async function slowScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** Whether the page has hydrated (`<html data-hydrated>`). */
export const hydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => "hydrated" in document.documentElement.dataset);

/**
 * Waits until the page's forms have hydrated and can be used: the visitor starts using the
 * page and each form comes into view (parts of a page hydrate as they near the viewport).
 * Site search's forms are plain HTML (a GET of the results page), some hidden in the header's
 * menu and search panel: nothing to wait for.
 */
export async function formsReady(page: Page, count = 1) {
  await startUsingPage(page);
  for (const form of await page.locator("form:not([role=search])").all()) {
    await form.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(
    (n) => document.querySelectorAll("form[data-ready=true]").length >= n,
    count,
  );
}

export interface StoredSubmission {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  standard: string | null;
  standardName: string | null;
  appointmentAt: string | null;
  reference: string;
  message: string;
  page: string | null;
}

/** Every stored submission but spam, newest first, following the inbox's pages to the end. */
export async function storedSubmissions(server: TestServer): Promise<StoredSubmission[]> {
  const cookie = await server.login();
  const stored: StoredSubmission[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(SUBMISSION_PAGE_MAX) });
    if (cursor) query.set("cursor", cursor);
    const response = await server.request(`/api/admin/submissions?${query}`, { cookie });
    if (!response.ok) throw new Error(`submissions: ${response.status} ${await response.text()}`);
    const page = SubmissionPageSchema.parse(await response.json());
    stored.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return stored;
}
