import { cameraPhoto } from "@app/api/camera-photo";
import type { UploadAnswer, WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

const site = siteWithBrowser();

describe.skipIf(!hasBrowser)("photographs on the public pages", () => {
  let cookie: string;
  let training: WebsiteImage;

  beforeAll(async () => {
    cookie = await site.server.login();
    const images: WebsiteImage[] = await (await site.server.request("/api/images")).json();
    const seeded = images.find((image) => image.filename === "training-development.svg")!;
    const form = new FormData();
    const photo = (await cameraPhoto(1600, 1200, 4)) as Uint8Array<ArrayBuffer>;
    form.set("image", new File([photo], "training.jpg", { type: "image/jpeg" }));
    form.set("imageId", String(seeded.id));
    const res = await site.server.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie,
    });
    training = ((await res.json()) as UploadAnswer).image;
  });

  const setDetails = async (details: Record<string, unknown>) => {
    const res = await site.server.request(`/api/admin/images/${training.id}`, {
      method: "PATCH",
      json: details,
      cookie,
    });
    expect(res.status).toBe(200);
  };

  /** The training picture's <img> as the server rendered it, and once it loaded in view. */
  async function trainingImage() {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/`, { waitUntil: "domcontentloaded" });
    const frame = page.locator("#training-development [data-image-state]").first();
    await frame.scrollIntoViewIfNeeded();
    const img = frame.locator("img");
    await img.waitFor();
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete,
      await img.elementHandle(),
    );
    const seen = await img.evaluate((el: HTMLImageElement) => ({
      alt: el.alt,
      srcset: el.getAttribute("srcset"),
      sizes: el.getAttribute("sizes"),
      loading: el.loading,
      fetchPriority: el.getAttribute("fetchpriority"),
      objectPosition: el.style.objectPosition,
      currentSrc: el.currentSrc,
      width: el.getAttribute("width"),
      height: el.getAttribute("height"),
    }));
    const heroPriority = await page.locator("#home img").first().getAttribute("fetchpriority");
    const logoAlt = await page.locator("header img").first().getAttribute("alt");
    await page.close();
    return { ...seen, heroPriority, logoAlt };
  }

  it("offers every width the server makes, lazily, at its own size, with its words", async () => {
    await setDetails({
      alt: "Trainees at a sewing line learn to read a care label",
      decorative: false,
    });
    const img = await trainingImage();
    const path = `/images/training-development.svg?v=${training.version}`;
    expect(img.srcset).toBe(
      [320, 640, 960, 1280, 1600].map((w) => `${path}&w=${w} ${w}w`).join(", "),
    );
    expect(img.sizes).toBe("(min-width: 1024px) 600px, 100vw");
    expect(img).toMatchObject({ width: "1600", height: "1200", loading: "lazy" });
    expect(img.fetchPriority).not.toBe("high");
    expect(img.currentSrc).toContain(`${path}&w=`);
    expect(img.alt).toBe("Trainees at a sewing line learn to read a care label");
    // The hero is the largest picture: the only one fetched first. The logo's link names it.
    expect(img.heroPriority).toBe("high");
    expect(img.logoAlt).toBe("");
  });

  it("keeps the focal point in view, and follows the admin's change at once", async () => {
    expect((await trainingImage()).objectPosition).toBe("");
    await setDetails({ focalX: 0.2, focalY: 0.75 });
    expect((await trainingImage()).objectPosition).toBe("20% 75%");
    await setDetails({ alt: "", decorative: true });
    expect((await trainingImage()).alt).toBe("");
  });
});
