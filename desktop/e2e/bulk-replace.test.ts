/**
 * The built renderer in Chromium, against the real API: the admin app with Bulk Replace as a
 * platform tab. A real folder is dropped (Chromium's own drag and drop of the folder on disk,
 * granted and scanned by the main process's own handlers), reviewed, sent, watched, reported
 * and undone; a drop made up by page script is refused.
 */
import { join } from "node:path";
import { toastMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../scripts/png.mjs";
import { NOT_DROPPED_MESSAGE } from "../src/main/bridge-handlers.ts";
import type { DesktopBridge } from "../src/shared/bridge.ts";
import {
  type DesktopE2e,
  dropFolder,
  login,
  openBulkReplace,
  bulkRow as row,
  shot,
  startDesktopE2e,
  syntheticDrop,
  waitForReview,
} from "./desktop-e2e.ts";

const PILLARS = [
  "pillar-digital-transformation",
  "pillar-field-work-experience",
  "pillar-guide-decision-making",
  "pillar-capacity-building",
  "pillar-visual-management",
];

function noisePng(width: number, height: number, seed: number) {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < rgba.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    rgba[i] = i % 4 === 3 ? 255 : state >>> 24;
  }
  return encodePng(width, height, rgba);
}

const svg = (colour: string, w = 800, h = 500) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${colour}"/></svg>`;

describe.skipIf(!hasBrowser)("Bulk Replace in Chromium", () => {
  let e2e: DesktopE2e;
  const heroPng = noisePng(320, 180, 7);
  const newPhoto = noisePng(120, 90, 9);
  const openApp = (serverUrl: string | null) => e2e.openApp(serverUrl);
  const served = (path: string) => e2e.served(path);

  beforeAll(async () => {
    const files: Record<string, string | Uint8Array> = {
      "shoot/LOGO.svg": svg("#abcdef", 160, 48),
      "shoot/hero/hero-factory.png": heroPng,
      "shoot/new/New Photo.png": newPhoto,
      "shoot/notes.txt": "Photographer's notes: not an image.",
      "shoot/huge.png": new Uint8Array(6 * 1024 * 1024).fill(1),
    };
    PILLARS.forEach((name, i) => {
      files[`shoot/pillars/${name}.svg`] = svg(`#1${i}2${i}3${i}`);
    });
    e2e = await startDesktopE2e(files, { uploadAnswerDelayMs: 300 });
  });

  afterAll(() => e2e?.close());

  it("asks for the server on first run, checks it, then shows the admin", async () => {
    const { page, bridge } = await openApp(null);
    await page.getByRole("heading", { name: "Connect to your website" }).waitFor();
    await shot(page, "0-first-run");
    await page.getByLabel("Server address").fill("http://127.0.0.1:9");
    await page.getByRole("button", { name: "Check and save" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(
      /Cannot reach 127\.0\.0\.1:9/,
    );
    await page.getByLabel("Server address").fill(e2e.api.url);
    await page.getByRole("button", { name: "Check and save" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(bridge.settings.serverUrl).toBe(e2e.api.url);
  });

  it("carries the Khmer font for the translation editor, at addresses the app serves", async () => {
    const { page } = await openApp(e2e.api.url);
    const fonts = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue("font-family").includes("Noto Sans Khmer"))
          .map((rule) => /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1]),
      ),
    );
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      const response = await page.request.get(new URL(font!, e2e.harness.url).href);
      expect(response.status(), font).toBe(200);
      expect(response.headers()["content-type"]).toBe("font/woff2");
    }
  });

  it("drops a folder, reviews it, replaces all with progress, reports, notifies and undoes", async () => {
    const before = {
      hero: await served("/images/hero-factory.svg"),
      logo: await served("/images/logo.svg"),
    };
    const { page, bridge } = await openApp(e2e.api.url);
    await login(page);
    // The admin app as in the browser, with Bulk Replace added as a tab.
    await page.getByRole("tab", { name: "Images", exact: true }).waitFor();
    await openBulkReplace(page);
    await dropFolder(page, join(e2e.dir, "shoot"));
    await waitForReview(page, 10);

    // Refused before anything is sent, in the spec's words.
    await expect(row(page, "shoot/huge.png").textContent()).resolves.toContain(
      `${toastMessages.fileTooLarge.title}${toastMessages.fileTooLarge.description}`,
    );
    await expect(row(page, "shoot/notes.txt").textContent()).resolves.toContain(
      `${toastMessages.invalidFileType.title}${toastMessages.invalidFileType.description}`,
    );
    expect(await row(page, "shoot/huge.png").getAttribute("data-status")).toBe("refused");
    expect(await row(page, "shoot/notes.txt").getAttribute("data-status")).toBe("refused");

    // Case-insensitive match; another extension needs a confirmation; unmatched waits for a choice.
    expect(await row(page, "shoot/LOGO.svg").getAttribute("data-status")).toBe("replace");
    await expect(row(page, "shoot/LOGO.svg").textContent()).resolves.toContain("Replaces logo.svg");
    expect(await row(page, "shoot/hero/hero-factory.png").getAttribute("data-status")).toBe(
      "needs-confirmation",
    );
    expect(await row(page, "shoot/new/New Photo.png").getAttribute("data-status")).toBe("skip");
    // Old and new thumbnails are both shown.
    await expect
      .poll(() =>
        row(page, "shoot/LOGO.svg")
          .locator("img")
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true]);

    await shot(page, "1-review");
    const hero = row(page, "shoot/hero/hero-factory.png");
    await hero.getByRole("button", { name: "Confirm" }).click();
    // 320 px is far too small for the home page's background: accepted knowingly.
    expect(await hero.getAttribute("data-status")).toBe("needs-acceptance");
    await hero.getByRole("button", { name: "Accept" }).click();
    await page.getByLabel("Section for new images").fill("gallery");
    await page.getByLabel("Upload the 1 unmatched file as new images").check();
    const replaceAll = page.getByRole("button", { name: "Replace All (8)" });
    await replaceAll.click();

    // Closing the window mid-batch asks first; staying lets the batch go on.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const leave = await asked;
    expect(leave.type()).toBe("beforeunload");
    await leave.dismiss();
    // Nor can the server change under a running batch.
    expect(await page.getByRole("button", { name: /change the server/ }).isDisabled()).toBe(true);

    // Watch the batch: never more than three files in flight, the overall bar moving.
    let maxRunning = 0;
    const overall = new Set<number>();
    while (!(await page.getByTestId("bulk-summary").isVisible())) {
      const running = await page.locator('[data-testid="bulk-row"][data-status="running"]').count();
      maxRunning = Math.max(maxRunning, running);
      if (running === 3) await shot(page, "2-sending");
      const value = await page
        .getByRole("progressbar", { name: "Overall progress" })
        .getAttribute("aria-valuenow")
        .catch(() => null);
      if (value !== null) overall.add(Number(value));
      await page.waitForTimeout(40);
    }
    expect(maxRunning).toBe(3);
    expect([...overall].some((value) => value > 0 && value < 100)).toBe(true);
    expect(
      await page
        .getByRole("progressbar", { name: "Overall progress" })
        .getAttribute("aria-valuenow"),
    ).toBe("100");
    const fileBars = page.getByRole("progressbar", { name: /^Upload of / });
    expect(await fileBars.count()).toBe(8);
    for (const value of await fileBars.evaluateAll((bars) =>
      bars.map((bar) => bar.getAttribute("aria-valuenow")),
    )) {
      expect(value).toBe("100");
    }

    // The report, the notification, and the server serving the new bytes.
    await expect(page.getByTestId("bulk-summary").textContent()).resolves.toBe(
      "7 replaced, 1 new, 2 skipped",
    );
    await shot(page, "3-report");
    const report = page.getByRole("region", { name: "Report" });
    await expect(report.textContent()).resolves.toContain("shoot/notes.txt");
    expect(bridge.notifications).toEqual([
      { title: "Bulk replace finished: 8 images updated", body: "7 replaced, 1 new, 2 skipped" },
    ]);
    expect(await served("/images/hero-factory.svg")).toEqual(new Uint8Array(heroPng));
    expect(new TextDecoder().decode(await served("/images/logo.svg"))).toContain("#abcdef");
    expect(await served("/images/new-photo.png")).toEqual(new Uint8Array(newPhoto));
    // Every state-changing call reached the API with the server's own origin, never null.
    const writes = e2e.harness.forwarded.filter((call) => call.method === "POST");
    expect(writes.length).toBeGreaterThanOrEqual(9);
    expect(new Set(writes.map((call) => call.origin))).toEqual(
      new Set([new URL(e2e.api.url).origin]),
    );

    // The image list refreshed: Images shows the new image.
    await page.getByRole("tab", { name: "Images", exact: true }).click();
    await expect.poll(() => page.getByText("new-photo.png").count()).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Bulk Replace" }).click();

    // Undo this batch: every replaced image back to its previous bytes.
    await page.getByRole("button", { name: "Undo this batch" }).click();
    await page.getByTestId("bulk-undo-result").waitFor();
    await expect(page.getByTestId("bulk-undo-result").textContent()).resolves.toContain(
      "7 images restored to their previous version",
    );
    await expect
      .poll(() => page.getByTestId("bulk-undo-result").textContent())
      .toContain("7 images restored");
    expect(await served("/images/hero-factory.svg")).toEqual(before.hero);
    expect(await served("/images/logo.svg")).toEqual(before.logo);
    expect(bridge.notifications.at(-1)).toEqual({
      title: "Batch undone",
      body: "7 images restored",
    });

    expect(e2e.pageErrors).toEqual([]);
  }, 120_000);

  it("keeps the session in the app (a new window is still logged in) and takes files from the dialog", async () => {
    const { page, bridge } = await openApp(e2e.api.url);
    // The session cookie lives in "main" (here the harness's jar), never in the page.
    await page.getByTestId("admin-email").waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe("");
    await openBulkReplace(page);
    bridge.dialogPaths = [join(e2e.dir, "shoot", "pillars")];
    await page.getByRole("button", { name: "Choose folder…" }).click();
    await expect.poll(() => page.getByTestId("bulk-row").count()).toBe(5);
    await expect.poll(() => page.locator('[data-status="replace"]').count()).toBe(5);
  });

  it("reads nothing for a drop page script made up, and still takes the user's real drop", async () => {
    const { page } = await openApp(e2e.api.url);
    await page.getByTestId("admin-email").waitFor();
    await openBulkReplace(page);
    // An untrusted drop whose File the path lookup maps to a real folder: refused by the main
    // process, because the preload's listener saw no real drop of it.
    await syntheticDrop(page, join(e2e.dir, "shoot"));
    await expect.poll(() => page.getByRole("alert").textContent()).toContain(NOT_DROPPED_MESSAGE);
    expect(await page.getByTestId("bulk-row").count()).toBe(0);
    // Page script calling the bridge directly fares no better.
    const direct = await page.evaluate(async () => {
      const { desktop } = window as unknown as { desktop: DesktopBridge };
      return desktop.resolveDroppedFiles([new File([], "shoot")]);
    });
    expect(direct).toEqual({ ok: false, error: NOT_DROPPED_MESSAGE });
    // The user's own drop of the same folder goes through.
    await page.getByRole("button", { name: "Dismiss" }).click();
    await dropFolder(page, join(e2e.dir, "shoot", "pillars"));
    await waitForReview(page, 5);
    await expect.poll(() => page.locator('[data-status="replace"]').count()).toBe(5);
  });
});
