import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import {
  endToEndDriver,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
  type TestServerOptions,
} from "@app/api/testing";
import { InvitationCreatedSchema, type Role } from "@app/contract";
import { launchBrowser, seriousAxeViolations } from "@app/testing/browser";
import { screenshotOnFailure as keepFailure, screenshot } from "@app/testing/screenshots";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

/** The built public site (`pnpm --filter @app/web build`); the server renders it and serves /admin. */
export const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** Real browsers as they name themselves (the activity log describes them; bots are not visitors). */
export const USER_AGENTS = {
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

/** The widths every admin view is checked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Holds the answers to a list's next pages (requests with a cursor) until the test has seen
 * the loading state: `release` lets them through and stops holding later ones.
 */
export async function holdNextPages(page: Page, apiPath: string) {
  const nextPage = (url: URL) => url.pathname === apiPath && url.searchParams.has("cursor");
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Promise<void>[] = [];
  await page.route(nextPage, (route) => {
    const answered = released.then(() => route.continue());
    held.push(answered);
    return answered;
  });
  return async () => {
    release();
    await Promise.all(held);
    await page.unroute(nextPage);
  };
}

/** The server with the built site; `config` adds settings (a mail server) to the test defaults. */
export async function startAdminServer(
  config: TestServerOptions["config"] = {},
): Promise<TestServer> {
  if (
    !existsSync(`${webDist}/client/index.html`) ||
    !existsSync(`${webDist}/server/entry-server.js`)
  ) {
    throw new Error(`No web build at ${webDist}: run \`pnpm --filter @app/web build\` first`);
  }
  return startTestServer(endToEndDriver, { config: { ...config, webDist } });
}

type AdminConfig = TestServerOptions["config"];

export interface AdminWithBrowserOptions {
  /**
   * The server's settings, or a function that works them out in beforeAll before the server
   * starts: a mail server's address is known only once that server runs.
   */
  config?: AdminConfig | (() => AdminConfig | Promise<AdminConfig>);
  /** Runs once the server is up, before the login: data the first look at the panel should find. */
  prepare?: (server: TestServer) => Promise<void>;
  /** Runs last, once the server is gone: stops what `config` started. */
  after?: () => Promise<void>;
}

export interface AdminWithBrowser {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The admin server, Chromium and one logged-in page, for a describe block: started before its tests, closed after them, with a screenshot of the page when a test
 * fails. Call it inside `describe.skipIf(!hasBrowser)` (a skipped block runs no hooks, so no
 * browser starts) and read the fields inside tests: they are set in beforeAll.
 */
export function adminWithBrowser(options: AdminWithBrowserOptions = {}): AdminWithBrowser {
  const admin = {} as AdminWithBrowser;
  beforeAll(async () => {
    const config = typeof options.config === "function" ? await options.config() : options.config;
    [admin.server, admin.browser] = await Promise.all([startAdminServer(config), launchBrowser()]);
    await options.prepare?.(admin.server);
    admin.context = await newContext(admin.browser, admin.server);
    await login(admin.context, admin.server);
    admin.page = await admin.context.newPage();
  });
  screenshotOnFailure(() => admin.page);
  afterAll(async () => {
    await admin.browser?.close();
    await admin.server?.dispose();
    await options.after?.();
  });
  return admin;
}

/** A browser context at desktop width, with the clipboard allowed for the server's origin. */
export async function newContext(browser: Browser, server: TestServer): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    // The server's CSP (script-src 'self') would refuse the axe-core script the checks inject.
    bypassCSP: true,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
  context.setDefaultTimeout(20_000);
  // A page load waits on a server and a browser shared with other files: on a busy machine a
  // first /admin took over 10 s.
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** The login fixture: a session cookie in the context, without clicking through the form. */
export async function login(context: BrowserContext, server: TestServer): Promise<void> {
  const response = await context.request.post(`${server.url}/api/admin/login`, {
    data: TEST_ADMIN,
    headers: { origin: server.origin },
  });
  expect(response.status()).toBe(200);
}

/**
 * A team member of `role`, invited by the owner and joined through the link, signed in in a
 * browser context of their own (close it when done).
 */
export async function signedInMember(
  browser: Browser,
  server: TestServer,
  member: { email: string; role: Role; name: string; password: string },
): Promise<BrowserContext> {
  const owner = await server.login();
  const invited = await server.request("/api/admin/users/invitations", {
    method: "POST",
    cookie: owner,
    json: { email: member.email, role: member.role, name: member.name },
  });
  expect(invited.status).toBe(201);
  const { link } = InvitationCreatedSchema.parse(await invited.json());
  const accepted = await server.request(`/api/admin/invitations/${link.split("#")[1]}/accept`, {
    method: "POST",
    json: { name: member.name, password: member.password },
  });
  expect(accepted.status).toBe(201);
  const context = await newContext(browser, server);
  const signedIn = await context.request.post(`${server.url}/api/admin/login`, {
    data: { email: member.email, password: member.password },
    headers: { origin: server.origin },
  });
  expect(signedIn.status()).toBe(200);
  return context;
}

/** Opens /admin and waits for the panel. */
export async function openPanel(page: Page, server: TestServer): Promise<void> {
  await page.goto(`${server.url}/admin`);
  await expect
    .poll(() => page.getByRole("heading", { name: "Admin Panel" }).isVisible(), { timeout: 20_000 })
    .toBe(true);
}

/** What the server answers a plain GET of a public path with: status, type and bytes. */
export async function fetchServed(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Waits until a locator is visible (vitest has no web-first assertions). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator;
}

/** The toast with this title, and its text. */
export async function toastWith(page: Page, title: string, text?: string): Promise<void> {
  // By attribute, not role: an open modal dialog hides the rest of the page (the toast region
  // included) from the accessibility tree; radix announces toasts through a region of its own.
  const region = page.locator('[aria-label^="Notifications"]');
  await visible(region.getByText(title, { exact: true }));
  if (text !== undefined) await visible(region.getByText(text, { exact: true }));
}

export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** A screenshot for a person to look at, when asked for (@app/testing/screenshots). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await screenshot(page, `admin-${name}`, { fullPage });
}

/**
 * Counts requests to a path, to prove that something was refused before anything was sent.
 * With a method, only requests of that method to exactly that path count (a save, not a list).
 */
export function countRequests(
  page: Page,
  pathPart: string,
  method?: string,
): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    const matches = method
      ? request.method() === method && new URL(request.url()).pathname === pathPart
      : request.url().includes(pathPart);
    if (matches) counter.count++;
  });
  return counter;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real, valid PNG of one colour, so the server's checks (magic bytes, size) pass. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** Keeps a screenshot of the page as it was when a test failed. */
export function screenshotOnFailure(currentPage: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const name = task.name.slice(0, 30).replace(/\W+/g, "-");
    const page = currentPage();
    if (page) await keepFailure(page, name);
  });
}

/** Turns the admin's Developer tools on in this context (JSON views, free-form sections). */
export async function withDeveloperTools(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => localStorage.setItem("app-admin:developer-tools", "on"));
  return context;
}
