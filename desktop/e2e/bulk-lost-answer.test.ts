/**
 * The answer lost after the server stored the upload: the app's own batch path (the built
 * renderer's Bulk Replace tab, its XHR uploader and typed admin API client, the app's
 * forwarder) against the real API, through the TCP proxy (test/outage-proxy.ts), which lets
 * the first upload reach the server whole and then drops the first bytes of its answer and
 * goes down. The app sees no answer and waits; sent again, the replacement carries the version
 * it reviewed and the server refuses it (409). The app finds in the activity log that the
 * current version is its own batch's upload and reports the image replaced, not "replaced
 * elsewhere"; undo then restores it like the others.
 *
 * The files carry an exporter's comment, which the server's SVG sanitizer removes: the stored
 * bytes (and their sha256) are not the ones sent, so only the batch's log entry can tell.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { type ActivityPage, apiErrorMessages, type WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DesktopE2e,
  dropFolder,
  login,
  openBulkReplace,
  startDesktopE2e,
  waitForReview,
} from "./desktop-e2e.ts";
import type { HarnessOptions } from "./renderer-harness.ts";

const TARGETS = [
  "logo.svg",
  "hero-factory.svg",
  "pillar-digital-transformation.svg",
  "pillar-capacity-building.svg",
];

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><!-- Generator: a drawing program, shot ${colour} --><rect width="800" height="500" fill="${colour}"/></svg>`;

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.skipIf(!hasBrowser)("Bulk Replace when an upload's answer is lost", () => {
  let e2e: DesktopE2e;
  let cookie: string;
  const files = Object.fromEntries(
    TARGETS.map((name, i) => [`shoot/${name}`, svg(`#1${i}2${i}3${i}`)] as const),
  );

  /** The first upload goes alone; the others wait until the connection is back. */
  let uploads = 0;
  const connectionBack = deferred();
  let answerLost: Promise<void> | null = null;

  const intercept: HarnessOptions["intercept"] = async (call, forward) => {
    if (call.method === "POST" && call.path === "/api/admin/upload") {
      const n = ++uploads;
      if (n === 1) answerLost = e2e.proxy!.loseAnswerTo("POST /api/admin/upload ");
      else await connectionBack.promise;
    }
    return forward();
  };

  async function images(): Promise<WebsiteImage[]> {
    return (await (await fetch(new URL("/api/images", e2e.api.url))).json()) as WebsiteImage[];
  }
  const byName = async () =>
    Object.fromEntries((await images()).map((image) => [image.filename, image]));
  const served = async (filename: string) =>
    new TextDecoder().decode(await e2e.served(`/images/${filename}`));

  beforeAll(async () => {
    e2e = await startDesktopE2e(files, { outage: true, intercept });
    cookie = await e2e.api.login();
  });

  afterAll(() => e2e?.close());

  it("counts the stored upload as its own after the 409, and undoes it with the rest", async () => {
    const before = await byName();
    const bytesBefore = Object.fromEntries(
      await Promise.all(TARGETS.map(async (name) => [name, await served(name)] as const)),
    );
    const { page, bridge } = await e2e.openApp(e2e.serverUrl);
    await login(page);
    await openBulkReplace(page);
    await dropFolder(page, join(e2e.dir, "shoot"));
    await waitForReview(page, TARGETS.length);
    await page.getByRole("button", { name: `Replace All (${TARGETS.length})` }).click();

    // The server stored the first upload; its answer never reached the app, which waits.
    await expect.poll(() => answerLost).not.toBeNull();
    await answerLost;
    const waiting = page.getByRole("status").filter({ hasText: "The server cannot be reached" });
    await waiting.waitFor({ timeout: 20_000 });
    const during = await byName();
    const stored = TARGETS.filter((name) => during[name]!.version !== before[name]!.version);
    expect(stored).toHaveLength(1);
    const lost = stored[0]!;
    expect(during[lost]!.version).toBe(before[lost]!.version + 1);
    // What the server keeps is not what was sent (the sanitizer drops the comment).
    expect(during[lost]!.sha256).not.toBe(sha256(files[`shoot/${lost}`]!));
    expect(await page.locator('[data-testid="bulk-row"][data-status="failed"]').count()).toBe(0);

    e2e.proxy!.up();
    connectionBack.resolve();
    await waiting
      .getByRole("button", { name: "Try now" })
      .click({ timeout: 2000 })
      .catch(() => {}); // the queue may have tried again by itself already
    await page.getByTestId("bulk-summary").waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("bulk-summary").textContent()).resolves.toBe(
      `${TARGETS.length} replaced`,
    );
    expect(await page.getByTestId("bulk-replace").textContent()).not.toContain(
      apiErrorMessages.staleImageVersion,
    );
    expect(bridge.notifications[0]?.title).toBe(
      `Bulk replace finished: ${TARGETS.length} images updated`,
    );

    // The lost one was sent again and refused, and the app asked the log whose version it was.
    const forwarded = e2e.harness.forwarded;
    expect(forwarded.filter((c) => c.path === "/api/admin/upload")).toHaveLength(
      TARGETS.length + 1,
    );
    expect(forwarded.some((c) => c.path === "/api/admin/activity")).toBe(true);
    // Each image replaced exactly once, each with one log entry of the batch.
    const after = await byName();
    for (const name of TARGETS) expect(after[name]!.version, name).toBe(before[name]!.version + 1);
    const log = (await (
      await e2e.api.request("/api/admin/activity?action=bulk.replaced", { cookie })
    ).json()) as ActivityPage;
    expect(log.items.map((entry) => entry.target).sort()).toEqual([...TARGETS].sort());

    // Undo treats it as the batch's own: every image back as it was.
    await page.getByRole("button", { name: "Undo this batch" }).click();
    const result = page.getByTestId("bulk-undo-result");
    await result.waitFor();
    expect(await result.textContent()).toContain(
      `Undo: ${TARGETS.length} images restored to their previous version.`,
    );
    for (const name of TARGETS) expect(await served(name), name).toBe(bytesBefore[name]);
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);
});
