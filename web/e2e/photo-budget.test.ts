import { renditionsReady, replaceWithCameraPhoto } from "@app/api/photo-replacement";
import type { WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { imagesOfFirstVisit, VISITORS } from "@app/testing/image-transfer";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/** The targets for the images of a first visit to `/` after photos replace the art. */
const DESKTOP_BUDGET_BYTES = 300 * 1024;
const PHONE_BUDGET_BYTES = 250 * 1024;

const site = siteWithBrowser();

describe.skipIf(!hasBrowser)("images of the home page after photos replace the art", () => {
  beforeAll(async () => {
    const cookie = await site.server.login();
    const images: WebsiteImage[] = await (await site.server.request("/api/images")).json();
    const named = (filename: string) => images.find((image) => image.filename === filename)!;
    const { url } = site.server;
    const hero = await replaceWithCameraPhoto(url, cookie, named("hero-factory.svg"), 11);
    const logo = await replaceWithCameraPhoto(url, cookie, named("logo.svg"), 12);
    console.info(`camera JPEGs: ${hero.photoBytes} and ${logo.photoBytes} bytes`);
    await renditionsReady(url, hero.image);
    await renditionsReady(url, logo.image);
  }, 120_000);

  it.each([
    { name: "1280 px desktop", visitor: VISITORS.desktop, budget: DESKTOP_BUDGET_BYTES },
    { name: "390 px phone at 3x", visitor: VISITORS.phone, budget: PHONE_BUDGET_BYTES },
  ])("a $name downloads them within budget, as AVIF", async ({ visitor, budget }) => {
    const url = `${site.server.url}/`;
    const { images, totalBytes } = await imagesOfFirstVisit(site.browser, url, visitor);
    console.info(
      `images of / on ${visitor.viewport.width} px: ${(totalBytes / 1024).toFixed(1)} KB`,
      images.map(
        (image) => `${image.url.replace(site.server.url, "")} ${image.type} ${image.bytes}`,
      ),
    );
    expect(totalBytes).toBeLessThanOrEqual(budget);
    const photos = images.filter((image) => /hero-factory|logo/.test(image.url));
    expect(photos.map((image) => image.type)).toEqual(["image/avif", "image/avif"]);
  });
});
