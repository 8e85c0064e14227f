import { cameraPhoto } from "@app/api/camera-photo";
import type { TestServer } from "@app/api/testing";
import type { UploadAnswer, WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/** The targets for the images of a first visit to `/` after photos replace the art. */
const DESKTOP_BUDGET_BYTES = 300 * 1024;
const PHONE_BUDGET_BYTES = 250 * 1024;

const site = siteWithBrowser();

interface SeenImage {
  url: string;
  type: string;
  bytes: number;
}

/** Every image a first visit downloads, with the bytes Chromium received (CDP encodedDataLength). */
async function imagesOfFirstVisit(browser: Browser, url: string, device: BrowserContextOptions) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = new Map<string, SeenImage>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.type !== "Image") return;
    seen.set(event.requestId, { url: event.response.url, type: event.response.mimeType, bytes: 0 });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const image = seen.get(event.requestId);
    if (image) image.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await context.close();
  const images = [...seen.values()];
  return { images, total: images.reduce((sum, image) => sum + image.bytes, 0) };
}

async function replaceWithPhoto(
  server: TestServer,
  cookie: string,
  image: WebsiteImage,
  seed: number,
) {
  const form = new FormData();
  const photo = (await cameraPhoto(3200, 2400, seed)) as Uint8Array<ArrayBuffer>;
  form.set("image", new File([photo], "camera.jpg", { type: "image/jpeg" }));
  form.set("imageId", String(image.id));
  const res = await server.request("/api/admin/upload", { method: "POST", body: form, cookie });
  expect(res.status).toBe(200);
  return { image: ((await res.json()) as UploadAnswer).image, bytes: photo.byteLength };
}

/** Until the worker made the renditions: the widest one answers in AVIF. */
async function renditionsReady(server: TestServer, image: WebsiteImage) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const res = await server.request(`${image.filepath}?v=${image.version}&w=2560`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    await res.arrayBuffer();
    if (res.headers.get("content-type") === "image/avif") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no renditions of ${image.filename}`);
}

describe.skipIf(!hasBrowser)("images of the home page after photos replace the art", () => {
  beforeAll(async () => {
    const cookie = await site.server.login();
    const images: WebsiteImage[] = await (await site.server.request("/api/images")).json();
    const named = (filename: string) => images.find((image) => image.filename === filename)!;
    const hero = await replaceWithPhoto(site.server, cookie, named("hero-factory.svg"), 11);
    const logo = await replaceWithPhoto(site.server, cookie, named("logo.svg"), 12);
    console.info(`camera JPEGs: ${hero.bytes} and ${logo.bytes} bytes`);
    await renditionsReady(site.server, hero.image);
    await renditionsReady(site.server, logo.image);
  }, 120_000);

  it.each([
    {
      name: "1280 px desktop",
      device: { viewport: { width: 1280, height: 800 } },
      budget: DESKTOP_BUDGET_BYTES,
    },
    {
      name: "390 px phone at 3x",
      device: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
      budget: PHONE_BUDGET_BYTES,
    },
  ])("a $name downloads them within budget, as AVIF", async ({ device, budget }) => {
    const { images, total } = await imagesOfFirstVisit(site.browser, `${site.server.url}/`, device);
    console.info(
      `images of / on ${device.viewport.width} px: ${(total / 1024).toFixed(1)} KB`,
      images.map(
        (image) => `${image.url.replace(site.server.url, "")} ${image.type} ${image.bytes}`,
      ),
    );
    expect(total).toBeLessThanOrEqual(budget);
    const photos = images.filter((image) => /hero-factory|logo/.test(image.url));
    expect(photos.map((image) => image.type)).toEqual(["image/avif", "image/avif"]);
  });
});
