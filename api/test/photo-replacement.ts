import type { UploadAnswer, WebsiteImage } from "@app/contract";
import { cameraPhoto } from "./camera-photo.ts";

/**
 * Replaces a library image with a camera-sized JPEG (3200x2400, about 2.3 MB) through the
 * admin's upload, as the business would from the desktop app. `cookie` is an admin session.
 */
export async function replaceWithCameraPhoto(
  baseUrl: string,
  cookie: string,
  image: WebsiteImage,
  seed: number,
): Promise<{ image: WebsiteImage; photoBytes: number; uploadMs: number }> {
  const photo = (await cameraPhoto(3200, 2400, seed)) as Uint8Array<ArrayBuffer>;
  const form = new FormData();
  form.set("image", new File([photo], "camera.jpg", { type: "image/jpeg" }));
  form.set("imageId", String(image.id));
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/upload`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: new URL(baseUrl).origin },
  });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const uploadMs = performance.now() - started;
  const answer = (await res.json()) as UploadAnswer;
  return { image: answer.image, photoBytes: photo.byteLength, uploadMs };
}

/** Waits until the worker made an image's renditions (its widest answers in AVIF). */
export async function renditionsReady(baseUrl: string, image: WebsiteImage, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${baseUrl}${image.filepath}?v=${image.version}&w=2560`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    await res.arrayBuffer();
    if (res.headers.get("content-type") === "image/avif") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no renditions of ${image.filename} after ${timeoutMs} ms`);
}
