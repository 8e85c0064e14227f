import type { WebsiteImage } from "@app/contract";
import { launchBrowser } from "@app/testing/browser";
import { imagesOfFirstVisit, type ReceivedImage, VISITORS } from "@app/testing/image-transfer";
import { renditionsReady, replaceWithCameraPhoto } from "../test/photo-replacement.ts";

export interface PhotoMeasure {
  /** The camera JPEGs that replaced the hero and the logo. */
  photoBytes: number[];
  /** How long each upload took to answer (renditions are made afterwards). */
  uploadMs: number[];
  /** From the first upload until both images' renditions were served. */
  renditionsReadyMs: number;
  visits: { visitor: keyof typeof VISITORS; totalBytes: number; images: ReceivedImage[] }[];
}

/**
 * What the home page's images weigh once the business replaced the hero and the logo with
 * camera photographs: the measure, on a 1280 px desktop and a 390 px phone at 3x.
 * Changes the site: run it after the measures of the seeded site.
 */
export async function measurePhotos(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<PhotoMeasure> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const images = (await (await fetch(`${baseUrl}/api/images`)).json()) as WebsiteImage[];
  const named = (filename: string) => images.find((image) => image.filename === filename)!;
  const started = performance.now();
  const hero = await replaceWithCameraPhoto(baseUrl, cookie, named("hero-factory.svg"), 11);
  const logo = await replaceWithCameraPhoto(baseUrl, cookie, named("logo.svg"), 12);
  await renditionsReady(baseUrl, hero.image);
  await renditionsReady(baseUrl, logo.image);
  const renditionsReadyMs = performance.now() - started;

  const browser = await launchBrowser();
  try {
    const visits: PhotoMeasure["visits"] = [];
    for (const visitor of ["desktop", "phone"] as const) {
      const visit = await imagesOfFirstVisit(browser, `${baseUrl}/`, VISITORS[visitor]);
      visits.push({ visitor, ...visit });
    }
    return {
      photoBytes: [hero.photoBytes, logo.photoBytes],
      uploadMs: [hero.uploadMs, logo.uploadMs].map(Math.round),
      renditionsReadyMs: Math.round(renditionsReadyMs),
      visits,
    };
  } finally {
    await browser.close();
  }
}
