import { cameraPhoto } from "@app/api/camera-photo";
import { heroDefaults } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  expectNoSeriousAxeViolations,
  openPanel,
  shot,
  visible,
} from "./support.ts";

/** Where the test leaves pictures of the review for a person to look at (.png, -390.png). */

describe.skipIf(!hasBrowser)("admin: the hero's replacement preview under the page's veil", () => {
  const admin = adminWithBrowser();
  const photo = cameraPhoto(1920, 1080, 5).then((bytes) => Buffer.from(bytes));

  /** Opens the review of a photograph replacing the hero's picture. */
  async function reviewHeroReplacement() {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Images", exact: true }).click();
    const hero = admin.page.getByRole("article", { name: "Hero illustration", exact: true });
    await hero
      .getByLabel("Replace Hero illustration")
      .setInputFiles({ name: "workshop.jpg", mimeType: "image/jpeg", buffer: await photo });
    const review = admin.page.getByRole("dialog", { name: "Replace Hero illustration?" });
    await visible(review.getByText(/^JPEG · 1920×1080 · /));
    return review;
  }

  /** Each veil in the review: its computed background, and whether it covers its picture. */
  const veils = (review: ReturnType<typeof admin.page.getByRole>) =>
    review.locator("[data-hero-veil]").evaluateAll((elements) =>
      elements.map((veil) => {
        const picture = veil.parentElement!.querySelector("img")!.getBoundingClientRect();
        const box = veil.getBoundingClientRect();
        return {
          background: getComputedStyle(veil).backgroundImage,
          covers:
            Math.abs(box.left - picture.left) < 1 &&
            Math.abs(box.top - picture.top) < 1 &&
            Math.abs(box.width - picture.width) < 1 &&
            Math.abs(box.height - picture.height) < 1,
        };
      }),
    );

  it("draws the home page's darkening over the old and the new picture, and says so", async () => {
    expect(heroDefaults.overlay).toBe(60);
    const review = await reviewHeroReplacement();
    const note = "As shown on the home page, with its darkening (60%)";
    for (const side of ["Now on the site", "New file"]) {
      const crops = review.getByRole("list", { name: `${side}, as the site crops it` });
      await visible(crops.getByText(note));
    }
    await visible(review.getByText(/Change the darkening in Pages → Hero\./));
    const drawn = await veils(review);
    expect(drawn).toHaveLength(2);
    for (const veil of drawn) {
      expect(veil.background).toContain("linear-gradient");
      expect(veil.covers).toBe(true);
    }
    // The page's own rule, navy at 60% behind the words and 48% on the far side (Chromium
    // computes each color-mix() as `color(srgb ... / 0.6)`).
    expect(drawn[0]!.background).toMatch(/ 0\.6\), .* 0\.48\)/);
    await expectNoSeriousAxeViolations(admin.page, "hero replacement review");
    await shot(admin.page, "hero-veil-preview");
    await screenshot(review, "hero-veil-preview-review", { settle: false });
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(review, "hero-veil-preview-review-390", { settle: false });
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    await review.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => admin.page.getByRole("dialog").count()).toBe(0);
  });

  it("follows the darkening the hero is saved with", async () => {
    const hero = await (await fetch(`${admin.server.url}/api/content-json/hero`)).json();
    const saved = await admin.context.request.post(`${admin.server.url}/api/admin/content`, {
      data: { section: "hero", version: hero.version, content: { ...hero.content, overlay: 35 } },
      headers: { origin: admin.server.origin },
    });
    expect(saved.status()).toBe(200);
    const review = await reviewHeroReplacement();
    await visible(review.getByText("As shown on the home page, with its darkening (35%)"));
    expect(await review.getByText("(60%)").count()).toBe(0);
    const drawn = await veils(review);
    expect(drawn).toHaveLength(2);
    expect(drawn[0]!.background).toMatch(/ 0\.35\), .* 0\.28\)/);
    await review.getByRole("button", { name: "Cancel" }).click();
  });

  it("draws no veil over a picture the home page does not darken", async () => {
    await admin.page.getByRole("tab", { name: "Images", exact: true }).click();
    const logo = admin.page.getByRole("article", { name: "Logo", exact: true });
    await logo
      .getByLabel("Replace Logo")
      .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await photo });
    const review = admin.page.getByRole("dialog", { name: "Replace Logo?" });
    await visible(review.getByText(/^JPEG · 1920×1080 · /));
    expect(await review.locator("[data-hero-veil]").count()).toBe(0);
    expect(await review.getByText(/darkening/).count()).toBe(0);
    await review.getByRole("button", { name: "Cancel" }).click();
  });
});
