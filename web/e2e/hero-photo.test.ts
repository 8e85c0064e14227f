import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renditionsReady } from "@app/api/photo-replacement";
import type { UploadAnswer, WebsiteImage } from "@app/contract";
import { animationsEnded, hasBrowser } from "@app/testing/browser";
import { VISITORS } from "@app/testing/image-transfer";
import { screenshotsFolder } from "@app/testing/screenshots";
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/**
 * How far the hero's pixels must move, on average per channel (0..255), when a vivid
 * photograph replaces the seeded picture: a replacement the visitor can clearly see.
 *
 * Measured in Chromium (a 1280x800 desktop / a 390x844 phone at 3x, 2026-11-27), the picture
 * and its veil with the words and the quotation card hidden, the seeded picture against the
 * photograph:
 * - as the page draws it now (the picture whole under `heroOverlayBackground(60)`): 48.9 / 38.3
 *   per channel, the mean colour from rgb(21 64 86) / rgb(15 53 78) to rgb(91 113 63) /
 *   rgb(60 117 74);
 * - as it was drawn before (the picture at 40 % under a navy gradient of 100, 90 and 70 %):
 *   3.7 / 2.3 per channel, the mean colour from rgb(12 39 71) / rgb(11 38 70) to
 *   rgb(17 43 69) / rgb(14 42 69): navy either way, so that rendering fails this test.
 */
const MIN_CHANGE = 25;

/** The hero as drawn before the darkening was a setting, applied over today's page. */
const OLD_RENDERING = `
  #home > [data-image-state] { opacity: 0.4 !important; }
  #home > [data-hero-veil] {
    background-image: linear-gradient(to bottom right, #0b2545, rgb(11 37 69 / 0.9),
      rgb(14 38 73 / 0.7)) !important;
  }`;

/** Leaves only the picture and its veil: the words and the card would hide the change. */
const PICTURE_ONLY = `
  #home > :not([data-image-state]):not([data-hero-veil]) { visibility: hidden !important; }`;

const site = siteWithBrowser();

/**
 * A bright photograph-sized JPEG, made by the browser: broad orange and green bands with
 * soft light, nothing like the seeded navy factory, as a business's own photo would be.
 */
async function vividPhoto(page: Page): Promise<Uint8Array<ArrayBuffer>> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 2400;
    canvas.height = 1350;
    const g = canvas.getContext("2d")!;
    for (let band = -6; band < 12; band++) {
      g.fillStyle = band % 2 === 0 ? "rgb(255 140 0)" : "rgb(40 200 60)";
      g.beginPath();
      g.moveTo(band * 300, 0);
      g.lineTo(band * 300 + 300, 0);
      g.lineTo(band * 300 + 900, 1350);
      g.lineTo(band * 300 + 600, 1350);
      g.fill();
    }
    const light = g.createRadialGradient(1700, 400, 50, 1700, 400, 1200);
    light.addColorStop(0, "rgb(255 255 200 / 0.35)");
    light.addColorStop(1, "rgb(255 255 200 / 0)");
    g.fillStyle = light;
    g.fillRect(0, 0, 2400, 1350);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return new Uint8Array(Buffer.from(base64, "base64"));
}

/**
 * The part of the hero a visitor sees first (the hero's box within the first screen), once
 * its picture has loaded: a PNG, with the CSS given laid over the page first.
 */
async function heroShot(visitor: BrowserContextOptions, css: string): Promise<Buffer> {
  const context = await site.browser.newContext(visitor);
  try {
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`, { waitUntil: "load" });
    // The hero's picture is in the server's HTML (priority): no scripts needed to show it.
    const img = page.locator("#home > [data-image-state] img");
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    if (css) await page.addStyleTag({ content: css });
    // The picture's opacity changes by a transition: judged where it ends.
    await animationsEnded(page);
    const box = (await page.locator("#home").boundingBox())!;
    const viewport = page.viewportSize()!;
    return await page.screenshot({
      clip: {
        x: box.x,
        y: box.y,
        width: Math.min(box.width, viewport.width),
        height: Math.min(box.height, viewport.height - box.y),
      },
      // CSS pixels: the same size at 1x and 3x, and the comparison stays a screen's worth.
      scale: "css",
    });
  } finally {
    await context.close();
  }
}

/** Mean colours of two same-sized PNGs and their mean absolute difference per channel. */
async function compare(before: Buffer, after: Buffer) {
  const page = await site.browser.newPage();
  try {
    return await page.evaluate(
      async ([a, b]) => {
        const read = async (base64: string) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const g = canvas.getContext("2d")!;
          g.drawImage(bitmap, 0, 0);
          return g.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [one, two] = await Promise.all([read(a), read(b)]);
        if (one.width !== two.width || one.height !== two.height) {
          throw new Error(`${one.width}x${one.height} against ${two.width}x${two.height}`);
        }
        const mean = (data: Uint8ClampedArray) => {
          const sum = [0, 0, 0];
          for (let i = 0; i < data.length; i += 4) {
            for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
          }
          return sum.map((s) => Math.round(s / (data.length / 4)));
        };
        let diff = 0;
        for (let i = 0; i < one.data.length; i += 4) {
          for (let c = 0; c < 3; c++) diff += Math.abs(one.data[i + c]! - two.data[i + c]!);
        }
        return {
          before: mean(one.data),
          after: mean(two.data),
          change: Math.round((diff / ((one.data.length / 4) * 3)) * 10) / 10,
        };
      },
      [before.toString("base64"), after.toString("base64")] as const,
    );
  } finally {
    await page.close();
  }
}

const SCREENS = [
  { name: "1280 px desktop", width: 1280, visitor: VISITORS.desktop },
  { name: "390 px phone", width: 390, visitor: VISITORS.phone },
];

describe.skipIf(!hasBrowser)("a photograph replacing the hero's picture", () => {
  /** The seeded picture's hero, by screen width: as drawn now, and as drawn before. */
  const seeded = new Map<number, { now: Buffer; old: Buffer }>();

  beforeAll(async () => {
    for (const { width, visitor } of SCREENS) {
      seeded.set(width, {
        now: await heroShot(visitor, PICTURE_ONLY),
        old: await heroShot(visitor, PICTURE_ONLY + OLD_RENDERING),
      });
    }
    const cookie = await site.server.login();
    const images: WebsiteImage[] = await (await site.server.request("/api/images")).json();
    const hero = images.find((image) => image.filename === "hero-factory.svg")!;
    const maker = await site.browser.newPage();
    const photo = await vividPhoto(maker);
    await maker.close();
    const form = new FormData();
    form.set("image", new File([photo], "our-workshop.jpg", { type: "image/jpeg" }));
    form.set("imageId", String(hero.id));
    const res = await site.server.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie,
    });
    expect(res.status).toBe(200);
    // The sizes visitors get, as they will once the worker made them.
    await renditionsReady(site.server.url, ((await res.json()) as UploadAnswer).image);
  }, 120_000);

  it.each(SCREENS)("shows clearly on a $name, behind its darkening", async ({ width, visitor }) => {
    const before = seeded.get(width)!;
    const now = await compare(before.now, await heroShot(visitor, PICTURE_ONLY));
    const old = await compare(before.old, await heroShot(visitor, PICTURE_ONLY + OLD_RENDERING));
    console.info(`hero at ${width} px: now ${JSON.stringify(now)}, before ${JSON.stringify(old)}`);
    expect(now.change).toBeGreaterThan(MIN_CHANGE);
    // Towards the photograph's orange and green, away from the navy.
    const [red, green] = [0, 1].map((c) => now.after[c]! - now.before[c]!);
    expect(red).toBeGreaterThan(MIN_CHANGE);
    expect(green).toBeGreaterThan(0);
    // The measure tells the two apart: the picture dimmed to 40 % under the old navy veil
    // changed the page too little to pass it.
    expect(old.change).toBeLessThan(MIN_CHANGE);

    // For a person to look at, words and card included, when screenshots are asked for.
    if (screenshotsFolder) {
      mkdirSync(screenshotsFolder, { recursive: true });
      writeFileSync(
        join(screenshotsFolder, `hero-photo-${width}.png`),
        await heroShot(visitor, ""),
      );
    }
  });
});
