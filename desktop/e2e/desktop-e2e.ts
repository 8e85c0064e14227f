/**
 * What each browser test of the desktop renderer starts: a real folder of files, the real API,
 * the built renderer served by the app's own handler, and Chromium; with the steps every test
 * takes (open the app, log in, drop a folder, find a review row).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { endToEndDriver, startTestServer, TEST_ADMIN, type TestServer } from "@app/api/testing";
import { launchBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { buildRenderer } from "../scripts/build.mjs";
import { CONTENT_SECURITY_POLICY } from "../src/main/security.ts";
import { type OutageProxy, startOutageProxy } from "../test/outage-proxy.ts";
import {
  type HarnessOptions,
  type RendererHarness,
  startRendererHarness,
} from "./renderer-harness.ts";
import { installTestBridge } from "./test-bridge.ts";

export interface DesktopE2e {
  /** The temporary folder holding the test's files (and the built renderer). */
  dir: string;
  api: TestServer;
  /** The server address the app is set to: the API, or the outage proxy in front of it. */
  serverUrl: string;
  /** With `outage: true`: the TCP proxy between the app and the API, to cut and restore. */
  proxy: OutageProxy | null;
  harness: RendererHarness;
  /** Script errors and CSP refusals seen in any page. */
  pageErrors: string[];
  /** A new window of the app, with the test bridge as its preload. */
  openApp(
    serverUrl: string | null,
    viewport?: { width: number; height: number },
    options?: { axe?: boolean },
  ): ReturnType<typeof openPage>;
  /** The bytes the server serves at `path`. */
  served(path: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

async function openPage(
  context: BrowserContext,
  harness: RendererHarness,
  serverUrl: string | null,
  pageErrors: string[],
) {
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  const bridge = await installTestBridge(page, { serverUrl });
  const response = await page.goto(harness.url);
  expect(response?.headers()["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
  return { page, bridge };
}

/** Writes `files` (paths relative to a new temporary folder), builds and serves everything. */
export interface DesktopE2eOptions {
  uploadAnswerDelayMs?: number;
  /** Puts an outage proxy (test/outage-proxy.ts) between the app and the API. */
  outage?: boolean;
  intercept?: HarnessOptions["intercept"];
}

export async function startDesktopE2e(
  files: Record<string, string | Uint8Array>,
  options: DesktopE2eOptions = {},
): Promise<DesktopE2e> {
  const dir = mkdtempSync(join(tmpdir(), "desktop-e2e-"));
  const rendererRoot = join(dir, "renderer");
  await buildRenderer(rendererRoot);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const api = await startTestServer(endToEndDriver);
  const proxy = options.outage ? await startOutageProxy(api.url) : null;
  const serverUrl = proxy?.url ?? api.url;
  const harness = await startRendererHarness({
    rendererRoot,
    serverUrl,
    uploadAnswerDelayMs: options.uploadAnswerDelayMs,
    intercept: options.intercept,
  });
  const browser: Browser = await launchBrowser();
  const pageErrors: string[] = [];
  let context: BrowserContext | undefined;
  return {
    dir,
    api,
    serverUrl,
    proxy,
    harness,
    pageErrors,
    async openApp(serverUrl, viewport = { width: 1400, height: 1000 }, { axe = false } = {}) {
      await context?.close();
      // The app's CSP (script-src 'self') would refuse the axe-core script accessibility checks
      // inject; the header is still sent and checked.
      context = await browser.newContext({ viewport, bypassCSP: axe });
      return openPage(context, harness, serverUrl, pageErrors);
    },
    async served(path) {
      const response = await fetch(new URL(path, api.url));
      return new Uint8Array(await response.arrayBuffer());
    },
    async close() {
      await context?.close();
      await browser.close();
      await harness.close();
      await proxy?.close();
      await api.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function login(page: Page) {
  await page.getByLabel("Email").fill(TEST_ADMIN.email);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByTestId("admin-email").waitFor();
}

/** Opens the Bulk Replace tab of a logged-in admin. */
export async function openBulkReplace(page: Page) {
  await page.getByRole("tab", { name: "Bulk Replace" }).click();
  await page.getByTestId("bulk-replace").waitFor();
}

/**
 * A real drop of folders or files from disk on the Bulk Replace view: Chromium's own drag and
 * drop (DevTools' Input.dispatchDragEvent), so the page and the preload's listener get a
 * trusted drop event whose Files are the files on disk, as when the user drags them from the
 * file manager. `window.__dropPaths` stands in for webUtils.getPathForFile (see
 * preload-in-page.ts).
 */
export async function dropFolder(page: Page, ...paths: string[]) {
  await page.evaluate(
    (byName) => {
      (window as unknown as { __dropPaths: Record<string, string> }).__dropPaths = byName;
    },
    Object.fromEntries(paths.map((path) => [basename(path), path])),
  );
  const target = page.getByTestId("bulk-replace");
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("The Bulk Replace view is not on screen");
  const height = page.viewportSize()?.height ?? 600;
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(Math.min(Math.max(box.y + 60, 1), height - 1));
  const cdp = await page.context().newCDPSession(page);
  try {
    const data = { items: [], files: paths, dragOperationsMask: 1 /* copy */ };
    for (const type of ["dragEnter", "dragOver", "drop"] as const) {
      await cdp.send("Input.dispatchDragEvent", { type, x, y, data });
    }
  } finally {
    await cdp.detach();
  }
}

/**
 * A drop made up by page script (what an XSS could do): a DragEvent dispatched on the view,
 * untrusted, whose File is named after a folder on disk that `__dropPaths` maps it to.
 */
export async function syntheticDrop(page: Page, path: string) {
  await page.evaluate(
    ({ name, path }) => {
      (window as unknown as { __dropPaths: Record<string, string> }).__dropPaths = {
        [name]: path,
      };
      const target = document.querySelector('[data-testid="bulk-replace"]')!;
      const data = new DataTransfer();
      data.items.add(new File([], name));
      for (const type of ["dragenter", "dragover", "drop"]) {
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
      }
    },
    { name: basename(path), path },
  );
}

/** Waits until `count` files are listed and none is still being checked. */
export async function waitForReview(page: Page, count: number) {
  // Checking decodes every picture: slow on a busy machine.
  const slow = { timeout: 20_000 };
  await expect.poll(() => page.getByTestId("bulk-row").count(), slow).toBe(count);
  await expect.poll(() => page.locator('[data-status="checking"]').count(), slow).toBe(0);
}

export const bulkRow = (page: Page, file: string) =>
  page.locator(`[data-testid="bulk-row"][data-file="${file}"]`);

/** A screenshot of a main step, when asked for (@app/testing/screenshots). */
export const shot = (page: Page, name: string) =>
  screenshot(page, `desktop-${name}`, { fullPage: true, settle: false });
