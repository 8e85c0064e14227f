/**
 * Camera photographs replacing the site's illustrations, in Chromium against the real API:
 * each file is measured and checked against the slots its image fills, a photo too small for
 * the home page's background waits for the admin's acceptance, and the preview shows the
 * current image and the new photo cropped as each slot will show them.
 */
import { join } from "node:path";
import { cameraPhoto } from "@app/api/camera-photo";
import {
  IMAGE_SLOTS,
  type ImageSlotsAnswer,
  slotFitMessages,
  type WebsiteImage,
} from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
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

const HERO = "photos/hero-factory.jpg";
const LOGO = "photos/logo.jpg";
const PILLAR = "photos/pillar-capacity-building.jpg";
/** Where the hero's subject stands: the crops must keep this point in view. */
const FOCAL = { focalX: 0.25, focalY: 0.8 };

/** Whether every picture in `scope` has loaded, and where each keeps its focal point. */
const pictures = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) =>
    imgs.map((img) => ({
      loaded: (img as HTMLImageElement).naturalWidth > 0,
      position: (img as HTMLImageElement).style.objectPosition,
    })),
  );

describe.skipIf(!hasBrowser)("Bulk Replace checks photos against the slots they fill", () => {
  let e2e: DesktopE2e;
  let heroPhoto: Uint8Array;

  beforeAll(async () => {
    // 1280 px: sharp enough in most places, too small for the full-width home page background.
    heroPhoto = await cameraPhoto(1280, 720, 3);
    e2e = await startDesktopE2e({
      [HERO]: heroPhoto,
      [LOGO]: await cameraPhoto(960, 640, 4),
      [PILLAR]: await cameraPhoto(2400, 1500, 5),
    });
  });

  afterAll(() => e2e?.close());

  async function images(): Promise<WebsiteImage[]> {
    return (await e2e.api.request("/api/images")).json();
  }

  it("warns before sending a photo too small for the hero, shows the crops, and sends it once accepted", async () => {
    const cookie = await e2e.api.login();
    const slots: ImageSlotsAnswer = await (
      await e2e.api.request("/api/admin/image-slots", { cookie })
    ).json();
    expect(slots.items.find((item) => item.filename === "hero-factory.svg")?.slots).toEqual([
      "hero",
    ]);
    const heroId = (await images()).find((image) => image.filename === "hero-factory.svg")!.id;
    const focus = await e2e.api.request(`/api/admin/images/${heroId}`, {
      method: "PATCH",
      cookie,
      json: FOCAL,
    });
    expect(focus.status).toBe(200);
    const heroImage = (await images()).find((image) => image.id === heroId)!;

    const { page } = await e2e.openApp(e2e.api.url, { width: 1100, height: 900 });
    await login(page);
    await openBulkReplace(page);
    await dropFolder(page, join(e2e.dir, "photos"));
    await waitForReview(page, 3);

    // A photo for an illustration has another extension: confirmed first, as before.
    const hero = bulkRow(page, HERO);
    expect(await hero.getAttribute("data-status")).toBe("needs-confirmation");
    await shot(page, "slots-0-confirm");
    for (const file of [HERO, LOGO, PILLAR]) {
      await bulkRow(page, file).getByRole("button", { name: "Confirm" }).click();
    }
    // Then the hero waits for an acceptance of its warning; the logo and the pillar fit.
    const warning = slotFitMessages.tooSmall(1280, IMAGE_SLOTS.hero);
    expect(await hero.getAttribute("data-status")).toBe("needs-acceptance");
    await expect(hero.textContent()).resolves.toContain(warning);
    await expect(hero.textContent()).resolves.toContain("1280 × 720");
    expect(await bulkRow(page, LOGO).getAttribute("data-status")).toBe("replace");
    expect(await bulkRow(page, PILLAR).getAttribute("data-status")).toBe("replace");
    await page.getByRole("button", { name: "Replace All (2)" }).waitFor();
    await page.getByRole("button", { name: "Accept all warnings (1)" }).waitFor();

    // Old and new side by side, cropped as the hero slot will show them, around the focal point.
    await hero.getByRole("button", { name: "Preview on the site" }).click();
    const preview = page.getByTestId("bulk-row-preview");
    await expect(preview.textContent()).resolves.toContain(IMAGE_SLOTS.hero.label);
    await expect(preview.textContent()).resolves.toMatch(/New: hero-factory\.jpg · 1280 × 720 px/);
    await expect
      .poll(() => pictures(page, '[data-slot="hero"] img'))
      .toEqual([
        { loaded: true, position: "25% 80%" },
        { loaded: true, position: "25% 80%" },
      ]);
    // The pillar fills two slots: a card and a link preview, each with its own frame.
    await bulkRow(page, PILLAR).getByRole("button", { name: "Preview on the site" }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-testid="slot-preview"]')
          .evaluateAll((figures) => figures.map((figure) => figure.getAttribute("data-slot"))),
      )
      .toEqual(["hero", "card", "share"]);
    await shot(page, "slots-1100");
    await page.setViewportSize({ width: 700, height: 900 });
    await shot(page, "slots-700");
    // At 700 px the review still fits the window: nothing hides off to the side.
    expect(
      await page
        .getByTestId("bulk-replace")
        .evaluate((view) => view.scrollWidth <= view.clientWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1100, height: 900 });

    await hero.getByRole("button", { name: "Accept" }).click();
    expect(await hero.getAttribute("data-status")).toBe("replace");
    await expect(hero.textContent()).resolves.toContain("1 warning accepted");
    await page.getByRole("button", { name: "Replace All (3)" }).click();
    await expect.poll(() => page.getByTestId("bulk-summary").textContent()).toBe("3 replaced");

    // The server took the photo: same public path, the JPEG's bytes and size.
    expect(await e2e.served("/images/hero-factory.svg")).toEqual(heroPhoto);
    expect((await images()).find((image) => image.id === heroImage.id)).toMatchObject({
      contentType: "image/jpeg",
      width: 1280,
      height: 720,
      version: heroImage.version + 1,
    });
    expect(e2e.pageErrors).toEqual([]);
  }, 120_000);
});
