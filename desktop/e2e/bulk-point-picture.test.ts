/**
 * A camera file matching no picture by name (IMG_2034.JPG), pointed at the picture it replaces,
 * in Chromium against the real API at 1280 and 390 px: the picker (thumbnails, search, keyboard,
 * axe), the replacement's review with the hero's veil, the choice kept when the folder is dropped
 * again, a second file refused for the same picture, the upload and the site's picture changed.
 */
import { join } from "node:path";
import { cameraPhoto } from "@app/api/camera-photo";
import { heroDefaults, heroOverlayBackground, type WebsiteImage } from "@app/contract";
import { hasBrowser, seriousAxeViolations } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bulkRow,
  type DesktopE2e,
  dropFolder,
  login,
  openBulkReplace,
  shot,
  startDesktopE2e,
  waitForReview,
} from "./desktop-e2e.ts";

const PHOTO = "camera/IMG_2034.JPG";
const OTHER = "camera/IMG_2035.JPG";
const HERO = "hero-factory.svg";

const picker = (page: Page) => page.getByRole("dialog");
const choices = (page: Page) =>
  picker(page)
    .getByTestId("picture-choice")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-filename")));

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations.map((v) => `${where}: ${v.id} ${v.help} at ${v.nodes[0]?.target}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)("Bulk Replace points an unmatched file at a picture", () => {
  let e2e: DesktopE2e;
  let photo: Uint8Array;

  beforeAll(async () => {
    // Wide and large enough for the home page background: no slot warning to accept.
    photo = await cameraPhoto(2400, 1350, 6);
    e2e = await startDesktopE2e({ [PHOTO]: photo, [OTHER]: await cameraPhoto(1600, 1200, 8) });
  });

  afterAll(() => e2e?.close());

  const images = async (): Promise<WebsiteImage[]> => (await e2e.api.request("/api/images")).json();

  it("picks the picture in a searchable picker, reviews it as a replacement and sends it", async () => {
    const heroBefore = (await images()).find((image) => image.filename === HERO)!;
    const { page } = await e2e.openApp(e2e.api.url, { width: 1280, height: 900 }, { axe: true });
    await login(page);
    await openBulkReplace(page);
    await dropFolder(page, join(e2e.dir, "camera"));
    await waitForReview(page, 2);
    const row = bulkRow(page, PHOTO);
    expect(await row.getAttribute("data-status")).toBe("skip");
    await row.getByRole("button", { name: "Upload as new" }).waitFor();

    // The picker: every picture with its thumbnail and the owner's words, at 1280 px.
    await row.getByRole("button", { name: "Replace a picture…" }).click();
    await picker(page)
      .getByRole("heading", { name: "Which picture does IMG_2034.JPG replace?" })
      .waitFor();
    expect((await choices(page)).length).toBeGreaterThan(5);
    await expect
      .poll(() =>
        picker(page)
          .locator("img")
          .evaluateAll((imgs) =>
            imgs.slice(0, 4).every((img) => (img as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await expect(picker(page).textContent()).resolves.toContain("Home page background");
    await expectNoAxeViolations(page, "picker at 1280");
    await shot(page, "point-1-picker-1280");

    // Search by where the picture is used, then choose it with the keyboard.
    const search = picker(page).getByLabel("Search pictures");
    await expect
      .poll(() => search.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await search.fill("home page");
    await expect.poll(() => choices(page)).toEqual([HERO]);
    await search.fill("no such picture");
    await picker(page).getByText("No picture matches this search.").waitFor();
    await search.fill("hero illustration");
    await expect.poll(() => choices(page)).toEqual([HERO]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await picker(page).waitFor({ state: "detached" });

    // Now a replacement of the hero, reviewed like a name match, the choice said and undoable.
    expect(await row.getAttribute("data-status")).toBe("replace");
    await expect(row.textContent()).resolves.toMatch(
      /Replaces Hero illustration \(hero-factory\.svg\), as you chose/,
    );
    await row.getByRole("button", { name: "Undo choice" }).waitFor();
    // The focus is back on the row's picker button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Change");
    await expect(row.locator("img").first().getAttribute("alt")).resolves.toBe(`Current ${HERO}`);

    // The preview draws the hero's veil over both pictures, as the home page does.
    await row.getByRole("button", { name: "Preview on the site" }).click();
    const preview = page.getByTestId("bulk-row-preview");
    const veils = await preview
      .locator("[data-hero-veil]")
      .evaluateAll((layers) => layers.map((layer) => (layer as HTMLElement).style.backgroundImage));
    expect(veils).toHaveLength(2);
    for (const veil of veils) expect(veil).toContain("color-mix");
    expect(heroOverlayBackground(heroDefaults.overlay)).toContain("color-mix");
    await expect(preview.textContent()).resolves.toContain(
      `As shown on the home page, with its darkening (${heroDefaults.overlay}%)`,
    );
    await shot(page, "point-2-review-1280");

    // A second file cannot take the same picture: the picker says why.
    const other = bulkRow(page, OTHER);
    await other.getByRole("button", { name: "Replace a picture…" }).click();
    await picker(page).getByLabel("Search pictures").fill("hero");
    await expect(picker(page).textContent()).resolves.toContain(`Already replaced by ${PHOTO}`);
    await picker(page).getByTestId("picture-choice").first().click();
    await expect(picker(page).getByRole("alert").textContent()).resolves.toBe(
      `${PHOTO} already replaces ${HERO}: undo that choice first, or choose another picture.`,
    );
    await page.keyboard.press("Escape");
    await picker(page).waitFor({ state: "detached" });
    expect(await other.getAttribute("data-status")).toBe("skip");

    // The same folder dropped again: the same files (new ones to the app, with new thumbnails),
    // the choice kept.
    const thumbnail = () => row.getByRole("img", { name: "New IMG_2034.JPG" }).getAttribute("src");
    const before = await thumbnail();
    await dropFolder(page, join(e2e.dir, "camera"));
    await expect.poll(() => thumbnail().catch(() => before), { timeout: 20_000 }).not.toBe(before);
    await waitForReview(page, 2);
    expect(await row.getAttribute("data-status")).toBe("replace");
    await expect(row.textContent()).resolves.toContain("as you chose");

    // At 390 px the picker fits the window and works with the keyboard alone.
    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByRole("button", { name: "Change" }).click();
    await picker(page).getByLabel("Search pictures").waitFor();
    const box = await picker(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
    await expectNoAxeViolations(page, "picker at 390");
    await shot(page, "point-3-picker-390");
    // Down into the list, along it and back up to the search; Tab reaches the pictures too.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("picture-choice");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe("search");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("picture-choice");
    await page.keyboard.press("Escape");
    await picker(page).waitFor({ state: "detached" });
    expect(await row.getAttribute("data-status")).toBe("replace");
    await expectNoAxeViolations(page, "review at 390");
    await shot(page, "point-4-review-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Sent as the hero's replacement, through the same upload a name match makes.
    await page.getByRole("button", { name: "Replace All (1)" }).click();
    await expect
      .poll(() => page.getByTestId("bulk-summary").textContent())
      .toBe("1 replaced, 1 skipped");
    await expect(page.getByRole("region", { name: "Report" }).textContent()).resolves.toContain(
      `${PHOTO} → ${HERO}`,
    );
    expect((await images()).find((image) => image.id === heroBefore.id)).toMatchObject({
      contentType: "image/jpeg",
      width: 2400,
      height: 1350,
      version: heroBefore.version + 1,
    });
    expect(await e2e.served(`/images/${HERO}`)).toEqual(photo);
    await shot(page, "point-5-report-1280");
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);
});
