import { cameraPhoto } from "@app/api/camera-photo";
import {
  IMAGE_SLOTS,
  imageDetailsMessages,
  MAX_UPLOAD_BYTES,
  slotFitMessages,
  toastMessages,
  type WebsiteImage,
} from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  countRequests,
  expectNoSeriousAxeViolations,
  openPanel,
  shot,
  solidPng,
  toastWith,
  visible,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: image details and replacement review", () => {
  const admin = adminWithBrowser();

  const card = (name: string) => admin.page.getByRole("article", { name, exact: true });
  const dialog = () => admin.page.getByRole("dialog");
  const openImages = async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Images", exact: true }).click();
    await visible(card("Hero illustration"));
  };
  const images = async () =>
    (await (await fetch(`${admin.server.url}/api/images`)).json()) as WebsiteImage[];
  const imageNamed = async (name: string) => (await images()).find((i) => i.name === name)!;
  const post = async (path: string, options: Parameters<typeof admin.context.request.post>[1]) => {
    const response = await admin.context.request.post(`${admin.server.url}${path}`, {
      ...options,
      headers: { origin: admin.server.origin },
    });
    expect(response.status()).toBeLessThan(300);
  };
  /** Fractions of the way across and down an element, read back from its `Focal point x% ...`. */
  const focalPercents = async (slider: Locator) =>
    ((await slider.getAttribute("aria-valuetext")) ?? "").match(/\d+/g)?.map(Number);
  /** Closes the toasts still showing, which would cover the bottom of a dialog's picture. */
  const dismissToasts = async () => {
    const close = admin.page.getByRole("button", { name: "Close notification" });
    while ((await close.count()) > 0) await close.first().click();
  };
  const atWidth = async (width: number, height: number) =>
    admin.page.setViewportSize({ width, height });
  /** A dialog at desktop width, then on a phone: its top, and scrolled to its end. */
  const dialogShots = async (open: Locator, name: string) => {
    await shot(admin.page, name);
    await atWidth(390, 844);
    await shot(admin.page, `${name}-390`);
    await open.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await shot(admin.page, `${name}-390-end`);
    await atWidth(1280, 900);
  };

  it("says on each card where the site shows the image", async () => {
    await openImages();
    const { hero, logo } = IMAGE_SLOTS;
    await visible(card("Hero illustration").getByText(`${hero.label} — ${hero.shownAs}`));
    await visible(card("Logo").getByText(`${logo.label} — ${logo.shownAs}`));
    await visible(card("Hero illustration").getByText("Decorative (no alt text)"));
  });

  it("flags a photograph in a slot that shows its alt text while it has none", async () => {
    const photo = Buffer.from(await cameraPhoto(1600, 1200, 7));
    await post("/api/admin/upload", {
      multipart: {
        image: { name: "team-at-work.jpg", mimeType: "image/jpeg", buffer: photo },
        section: "about",
        name: "Team at work",
      },
    });
    const about = await (await fetch(`${admin.server.url}/api/content-json/about`)).json();
    await post("/api/admin/content", {
      data: {
        section: "about",
        version: about.version,
        content: { ...about.content, image: "team-at-work.jpg" },
      },
    });
    await openImages();
    const team = card("Team at work");
    const { feature } = IMAGE_SLOTS;
    await visible(team.getByText(`${feature.label} — ${feature.shownAs}`));
    await visible(team.getByText("Needs alt text", { exact: true }));
    expect(await card("Hero illustration").getByText("Needs alt text").count()).toBe(0);
    await team.scrollIntoViewIfNeeded();
    await shot(admin.page, "image-card-needs-alt");
    await atWidth(390, 844);
    await team.getByText("Needs alt text").scrollIntoViewIfNeeded();
    await shot(admin.page, "image-card-needs-alt-390");
    await atWidth(1280, 900);
  });

  it("asks for alt text unless the picture is decorative, before sending anything", async () => {
    const saves = countRequests(admin.page, "/api/admin/images", "PATCH");
    await card("Team at work")
      .getByRole("button", { name: /^Alt text & focal point/ })
      .click();
    const details = dialog();
    await visible(details.getByRole("heading", { name: "Alt text & focal point" }));
    await details.getByRole("button", { name: "Save" }).click();
    await visible(details.getByText(imageDetailsMessages.altRequired));
    expect(await details.getByLabel("Alt text").getAttribute("aria-invalid")).toBe("true");
    await details.getByLabel(/^Decorative/).check();
    await expect.poll(() => details.getByText(imageDetailsMessages.altRequired).count()).toBe(0);
    expect(await details.getByLabel("Alt text").isDisabled()).toBe(true);
    await details.getByLabel(/^Decorative/).uncheck();
    expect(saves.count).toBe(0);
  });

  it("saves alt text and the focal point clicked on the picture, which the previews follow", async () => {
    const details = dialog();
    await details.getByLabel("Alt text").fill("Two auditors checking fabric rolls");
    const slider = details.getByRole("slider", { name: "Focal point" });
    const box = (await slider.boundingBox())!;
    await slider.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
    const [x, y] = (await focalPercents(slider))!;
    expect(Math.abs(x! - 30)).toBeLessThanOrEqual(1);
    expect(Math.abs(y! - 70)).toBeLessThanOrEqual(1);
    await slider.press("ArrowRight");
    expect(await slider.getAttribute("aria-valuetext")).toBe(
      `Focal point ${x! + 2}% from left, ${y}% from top`,
    );
    const previews = details.getByRole("list", { name: "Crop previews" });
    await visible(previews.getByText(IMAGE_SLOTS.feature.label));
    // The previews crop around the point the slider says, as the pages will.
    const position = await previews
      .locator("img")
      .first()
      .evaluate((img) => img.style.objectPosition);
    const [left, top] = position.match(/[\d.]+/g)!.map(Number);
    expect(Math.round(left!)).toBe(x! + 2);
    expect(Math.round(top!)).toBe(y);
    await expectNoSeriousAxeViolations(admin.page, "image details");

    // A refusal keeps the dialog open with the server's own words.
    const patchRoute = "**/api/admin/images/*";
    await admin.page.route(patchRoute, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 503, json: { error: "The database is not answering" } })
        : route.continue(),
    );
    await details.getByRole("button", { name: "Save" }).click();
    await visible(details.getByRole("alert").getByText("The database is not answering"));
    await admin.page.unroute(patchRoute);

    await details.getByRole("button", { name: "Save" }).click();
    await toastWith(admin.page, "Image details saved");
    const saved = await imageNamed("Team at work");
    expect(saved).toMatchObject({ alt: "Two auditors checking fabric rolls", decorative: false });
    expect(Math.abs(saved.focalX - (x! + 2) / 100)).toBeLessThan(0.011);
    expect(Math.abs(saved.focalY - y! / 100)).toBeLessThan(0.011);
    const team = card("Team at work");
    await visible(team.getByText("Two auditors checking fabric rolls"));
    expect(await team.getByText("Needs alt text").count()).toBe(0);
  });

  it("previews every slot a picture fills; Cancel keeps it as it was", async () => {
    await dismissToasts();
    const saves = countRequests(admin.page, "/api/admin/images", "PATCH");
    await card("Capacity Building")
      .getByRole("button", { name: /^Alt text & focal point/ })
      .click();
    const details = dialog();
    const previews = details.getByRole("list", { name: "Crop previews" });
    await visible(previews.getByText(IMAGE_SLOTS.card.label));
    await visible(previews.getByText(IMAGE_SLOTS.share.label));
    const slider = details.getByRole("slider", { name: "Focal point" });
    const box = (await slider.boundingBox())!;
    await slider.click({ position: { x: box.width * 0.85, y: box.height * 0.25 } });
    await dialogShots(details, "image-details");
    await details.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => admin.page.getByRole("dialog").count()).toBe(0);
    expect(saves.count).toBe(0);
    expect(await imageNamed("Capacity Building")).toMatchObject({ focalX: 0.5, focalY: 0.5 });
  });

  it("reviews a replacement first: a picture too small and shaped unlike its slot uploads once accepted", async () => {
    await dismissToasts();
    const hero = card("Hero illustration");
    const small = Buffer.from(await cameraPhoto(400, 300, 3));
    await hero
      .getByLabel("Replace Hero illustration")
      .setInputFiles({ name: "small-hero.jpg", mimeType: "image/jpeg", buffer: small });
    const review = admin.page.getByRole("dialog", { name: "Replace Hero illustration?" });
    await visible(review.getByText(/^JPEG · 400×300 · /));
    await visible(review.getByText(/^SVG · 1600×900 · /));
    const warnings = review.getByRole("list", { name: "Warnings" });
    await visible(warnings.getByText(slotFitMessages.tooSmall(400, IMAGE_SLOTS.hero)));
    await visible(warnings.getByText(slotFitMessages.shape(IMAGE_SLOTS.hero, 25)));
    for (const side of ["Now on the site", "New file"]) {
      const crops = review.getByRole("list", { name: `${side}, as the site crops it` });
      await visible(crops.getByText(IMAGE_SLOTS.hero.label));
    }
    await expectNoSeriousAxeViolations(admin.page, "replacement review");
    await dialogShots(review, "replacement-review");

    await review.getByRole("button", { name: "Replace anyway" }).click();
    await toastWith(admin.page, toastMessages.uploadReplaced.title);
    const replaced = await imageNamed("Hero illustration");
    expect(replaced).toMatchObject({ contentType: "image/jpeg", width: 400, height: 300 });
    await visible(hero.getByText(/^JPEG · 400×300 · .* · Version 2/));
  });

  it("refuses a file over 5 MB in the review, with nothing sent", async () => {
    const uploads = countRequests(admin.page, "/api/admin/upload");
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    solidPng(1920, 1080, [40, 90, 140]).copy(big);
    await card("Hero illustration")
      .getByLabel("Replace Hero illustration")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    const review = admin.page.getByRole("dialog", { name: "Replace Hero illustration?" });
    await visible(review.getByRole("alert").getByText(slotFitMessages.tooLarge));
    expect(await review.getByRole("button", { name: "Replace image" }).isDisabled()).toBe(true);
    await shot(admin.page, "replacement-refused");
    await review.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => admin.page.getByRole("dialog").count()).toBe(0);
    expect(uploads.count).toBe(0);
  });
});
