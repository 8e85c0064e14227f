/**
 * The app's own batch path against the real API, in Chromium: the built renderer's Bulk
 * Replace tab (its BulkSession, the XHR uploader it creates, its admin API client), the
 * preload's bridge code and the main process's handlers (test-bridge.ts), the app's request
 * handler and forwarder (renderer-harness.ts), and a TCP proxy between the app and the server
 * that is cut in the middle of the batch (test/outage-proxy.ts).
 *
 * Then Undo meets other admins' work: one image replaced by someone else after the batch, and
 * one replaced by someone else while the undo runs (between its check and its restore). Neither
 * is reverted, and the report says so for each.
 */
import { join } from "node:path";
import { apiErrorMessages, type WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { undoReasons } from "../src/bulk/undo.ts";
import {
  bulkRow,
  type DesktopE2e,
  dropFolder,
  login,
  openBulkReplace,
  startDesktopE2e,
  waitForReview,
} from "./desktop-e2e.ts";
import type { HarnessOptions } from "./renderer-harness.ts";

const PILLARS = [
  "pillar-digital-transformation",
  "pillar-field-work-experience",
  "pillar-guide-decision-making",
  "pillar-capacity-building",
  "pillar-visual-management",
];
/** Replaced by another admin after the batch, and while the undo runs. */
const CHANGED_AFTER = "logo.svg";
const CHANGED_DURING_UNDO = "pillar-capacity-building.svg";
const TARGETS = ["logo.svg", "hero-factory.svg", ...PILLARS.map((name) => `${name}.svg`)];

const svg = (colour: string, w = 800, h = 500) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${colour}"/></svg>`;

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** A response read to its end, so a connection cut afterwards cannot lose it. */
async function buffered(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

describe.skipIf(!hasBrowser)("Bulk Replace through an outage, and undo beside other admins", () => {
  let e2e: DesktopE2e;
  /** Another admin's session (its own cookie), talking to the server directly. */
  let other: string;
  const imageIds = new Map<string, number>();

  // The outage: the first three uploads go through and are answered; the fourth upload cuts
  // the connection to the server before it goes out, and so does every upload after it until
  // the test restores the connection. No upload is cut halfway, so none has an unknown outcome
  // (an answer lost after the server stored the upload: bulk-lost-answer.test.ts).
  const outage = {
    uploads: 0,
    answered: 0,
    /** Uploads that found the connection to the server cut. */
    cut: 0,
    threeAnswered: deferred(),
    started: deferred(),
  };
  let outageOver = false;
  /** The image someone else replaces right before the app's restore of it reaches the server. */
  let raceImageId: number | null = null;

  async function replaceAsOther(imageId: number, expectedVersion: number, content: string) {
    const form = new FormData();
    form.append("image", new Blob([content], { type: "image/svg+xml" }), "other.svg");
    form.append("imageId", String(imageId));
    form.append("expectedVersion", String(expectedVersion));
    const response = await e2e.api.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie: other,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const intercept: HarnessOptions["intercept"] = async (call, forward) => {
    if (call.method === "POST" && call.path === "/api/admin/upload" && !outageOver) {
      const n = ++outage.uploads;
      if (n <= 3) {
        const response = await buffered(await forward());
        if (++outage.answered === 3) outage.threeAnswered.resolve();
        return response;
      }
      if (n === 4) {
        await outage.threeAnswered.promise;
        e2e.proxy!.down();
        outage.started.resolve();
      } else {
        await outage.started.promise;
      }
      try {
        return await forward();
      } catch (error) {
        outage.cut++; // the forwarder answers the page 502 "cannot reach the server"
        throw error;
      }
    }
    const restore = /^\/api\/admin\/images\/(\d+)\/restore$/.exec(call.path);
    if (call.method === "POST" && restore && Number(restore[1]) === raceImageId) {
      raceImageId = null;
      const current = await images();
      const image = current.find((i) => i.filename === CHANGED_DURING_UNDO)!;
      await replaceAsOther(image.id, image.version, svg("#0000fe"));
    }
    return forward();
  };

  /** The registered images, straight from the server. */
  async function images(): Promise<WebsiteImage[]> {
    return (await (await fetch(new URL("/api/images", e2e.api.url))).json()) as WebsiteImage[];
  }
  const versionsByName = async () =>
    Object.fromEntries((await images()).map((image) => [image.filename, image.version]));
  const served = async (filename: string) =>
    new TextDecoder().decode(await e2e.served(`/images/${filename}`));

  beforeAll(async () => {
    const files: Record<string, string | Uint8Array> = {
      "shoot/brand/LOGO.svg": svg("#abcdef", 160, 48),
      "shoot/old/logo.svg": svg("#000001"), // the same target deeper down: skipped
      "shoot/hero/hero-factory.svg": svg("#00ff01"),
      "shoot/notes.txt": "not an image",
    };
    PILLARS.forEach((name, i) => {
      files[`shoot/pillars/${name}.svg`] = svg(`#0${i}0${i}0${i}`);
    });
    e2e = await startDesktopE2e(files, { outage: true, intercept });
    other = await e2e.api.login();
    for (const image of await images()) imageIds.set(image.filename, image.id);
  });

  afterAll(() => e2e?.close());

  it("the API refuses Origin: null, which is why the app forwards with the server's own origin", async () => {
    const response = await e2e.api.request(
      `/api/admin/images/${imageIds.get("logo.svg")}/restore`,
      {
        method: "POST",
        cookie: other,
        headers: { origin: "null" },
        json: { version: 1 },
      },
    );
    expect(response.status).toBe(403);
  });

  it("waits out an outage mid-batch, finishes it, and undoes it without reverting others' work", async () => {
    const before = {
      versions: await versionsByName(),
      bytes: Object.fromEntries(
        await Promise.all(TARGETS.map(async (name) => [name, await served(name)] as const)),
      ),
    };
    const { page, bridge } = await e2e.openApp(e2e.serverUrl);
    await login(page);
    await openBulkReplace(page);
    await dropFolder(page, join(e2e.dir, "shoot"));
    await waitForReview(page, 9);
    expect(await bulkRow(page, "shoot/old/logo.svg").getAttribute("data-status")).toBe("duplicate");
    await page.getByRole("button", { name: "Replace All (7)" }).click();

    // The outage: the view says so, nothing is failed, and only the first three reached the server.
    const waiting = page.getByRole("status").filter({ hasText: "The server cannot be reached" });
    await waiting.waitFor({ timeout: 20_000 });
    expect(outage.cut).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="bulk-row"][data-status="failed"]').count()).toBe(0);
    const during = await versionsByName();
    expect(TARGETS.filter((name) => during[name] !== before.versions[name])).toHaveLength(3);
    // Still waiting a backoff later: the queue does not give up on its own.
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-testid="bulk-row"][data-status="failed"]').count()).toBe(0);

    outageOver = true;
    e2e.proxy!.up();
    await waiting
      .getByRole("button", { name: "Try now" })
      .click({ timeout: 2000 })
      .catch(() => {}); // the queue may have tried again by itself already
    await page.getByTestId("bulk-summary").waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("bulk-summary").textContent()).resolves.toBe(
      "7 replaced, 2 skipped",
    );
    // Each image replaced exactly once (no upload sent twice), with the new bytes served.
    const after = await versionsByName();
    for (const name of TARGETS) expect(after[name], name).toBe(before.versions[name]! + 1);
    expect(await served("logo.svg")).toContain("#abcdef");
    expect(await served("hero-factory.svg")).toContain("#00ff01");
    expect(bridge.notifications[0]?.title).toBe("Bulk replace finished: 7 images updated");

    // Another admin replaces the logo after the batch...
    await replaceAsOther(imageIds.get(CHANGED_AFTER)!, after[CHANGED_AFTER]!, svg("#fe0000"));
    // ...and another image while the undo runs, right before the app's restore of it arrives.
    raceImageId = imageIds.get(CHANGED_DURING_UNDO)!;

    await page.getByRole("button", { name: "Undo this batch" }).click();
    const result = page.getByTestId("bulk-undo-result");
    await result.waitFor();
    const text = await result.textContent();
    expect(text).toContain("Undo: 5 images restored to their previous version.");
    // The user sees which images were left as the other admin made them, and why.
    expect(text).toContain(
      `${CHANGED_AFTER}: ${undoReasons.changedSince(after[CHANGED_AFTER]! + 1)}`,
    );
    expect(text).toContain(`${CHANGED_DURING_UNDO}: ${apiErrorMessages.staleImageVersion}`);
    expect(raceImageId).toBeNull(); // the race really ran
    expect(bridge.notifications.at(-1)).toEqual({
      title: "Undo finished with problems",
      body: "5 images restored, 2 left as they are",
    });

    // The server: the other admin's images as they made them, every other image as before.
    expect(await served(CHANGED_AFTER)).toContain("#fe0000");
    expect(await served(CHANGED_DURING_UNDO)).toContain("#0000fe");
    for (const name of TARGETS.filter((n) => n !== CHANGED_AFTER && n !== CHANGED_DURING_UNDO)) {
      expect(await served(name), name).toBe(before.bytes[name]);
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);
});
