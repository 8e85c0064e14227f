import type { UploadAnswer } from "@app/contract";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gifWithMetadata,
  jpegWithMetadata,
  pngWithMetadata,
  webpWithMetadata,
} from "../../test/test-metadata-images.ts";
import { serverForTests } from "../../test/test-server.ts";

/** Chromium must draw an upload stripped of its metadata exactly as it draws the original. */

interface Decoded {
  width: number;
  height: number;
  pixels: number[];
}

/** Decodes an image in the page with an <img> and reads its pixels back from a canvas. */
function decode(page: Page, src: string): Promise<Decoded> {
  return page.evaluate(async (source) => {
    const img = new Image();
    img.src = source;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: img.naturalWidth, height: img.naturalHeight, pixels: [...data] };
  }, src);
}

const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

describe.skipIf(!hasBrowser)("uploaded rasters without metadata, drawn by Chromium", () => {
  const api = serverForTests("pglite");
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${api.server.url}/api/health`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["JPEG", jpegWithMetadata({ width: 16, height: 8 }), "photo.jpg", "image/jpeg", 16, 8],
    [
      "JPEG turned by Exif orientation 6",
      jpegWithMetadata({ orientation: 6, width: 16, height: 8 }),
      "turned.jpg",
      "image/jpeg",
      8,
      16,
    ],
    ["PNG", pngWithMetadata(), "shot.png", "image/png", 3, 2],
    ["WebP", webpWithMetadata(), "pixel.webp", "image/webp", 1, 1],
    ["GIF", gifWithMetadata(5, 3), "loop.gif", "image/gif", 5, 3],
  ])("%s: served stripped, drawn like the original", async (_l, bytes, name, type, w, h) => {
    const form = new FormData();
    form.set("image", new File([bytes], name, { type }));
    const res = await api.server.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie: api.cookie,
    });
    expect(res.status).toBe(201);
    const { image }: UploadAnswer = await res.json();
    expect(image.byteSize).toBeLessThan(bytes.byteLength);
    expect([image.width, image.height]).toEqual([w, h]);

    const served = await decode(page, image.filepath);
    expect([served.width, served.height]).toEqual([w, h]);
    expect(served).toEqual(await decode(page, dataUrl(bytes, type)));
  });
});
