import type { WebsiteImage } from "@app/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "../../test/camera-photo.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { sha256Hex } from "../lib/sha256.ts";

const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_14_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";
const OLD_ACCEPT = "image/png,image/*;q=0.8,*/*;q=0.5";

describe.each(drivers)("image renditions over HTTP [%s]", (kind) => {
  const api = serverForTests(kind);
  let photo: Uint8Array<ArrayBuffer>;
  let image: WebsiteImage;

  beforeAll(async () => {
    photo = (await cameraPhoto(1600, 1200)) as Uint8Array<ArrayBuffer>;
  });

  const upload = async (bytes: Uint8Array<ArrayBuffer>, imageId?: number) => {
    const res = await api.admin.admin.upload.$post({
      // An absent imageId is left out of the form.
      form: { image: new File([bytes], "factory-floor.jpg", { type: "image/jpeg" }), imageId },
    });
    expect(res.ok).toBe(true);
    return (await res.json()).image;
  };
  const get = (path: string, accept = CHROMIUM_ACCEPT, headers: Record<string, string> = {}) =>
    api.server.request(path, { headers: { accept, ...headers } });
  const at = (width: number, version = image.version) =>
    `${image.filepath}?v=${version}&w=${width}`;
  const waitForType = async (path: string, type: string) => {
    const until = Date.now() + 30_000;
    for (;;) {
      const res = await get(path);
      if (res.headers.get("content-type") === type) return res;
      await res.arrayBuffer();
      if (Date.now() > until) throw new Error(`${path} never became ${type}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("answers a width request while renditions are being made, without an error", async () => {
    image = await upload(photo);
    const res = await get(at(640));
    expect(res.status).toBe(200);
    expect(["image/jpeg", "image/avif"]).toContain(res.headers.get("content-type"));
    expect(res.headers.get("vary")).toBe("Accept");
    await res.arrayBuffer();
  });

  it("serves the narrowest rendition at least as wide as asked, in the best format accepted", async () => {
    const avif = await waitForType(at(600), "image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(avif.headers.get("vary")).toBe("Accept");
    const avifBytes = (await avif.arrayBuffer()).byteLength;
    expect(avifBytes).toBeLessThan(photo.byteLength / 10);

    const webp = await get(at(600), SAFARI_14_ACCEPT);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    await webp.arrayBuffer();

    const original = await get(at(600), OLD_ACCEPT);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(sha256Hex(new Uint8Array(await original.arrayBuffer()))).toBe(image.sha256);

    // Wider than the original: its own width (1600) is the widest there is.
    const widest = await get(at(5000));
    const narrow = await get(at(300));
    expect((await widest.arrayBuffer()).byteLength).toBeGreaterThan(avifBytes);
    expect((await narrow.arrayBuffer()).byteLength).toBeLessThan(avifBytes);
  });

  it("answers 304 to a browser holding the rendition, and keeps the plain path the original", async () => {
    const first = await get(at(960));
    await first.arrayBuffer();
    const again = await get(at(960), CHROMIUM_ACCEPT, {
      "if-none-match": first.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
    const plain = await get(image.filepath);
    expect(plain.headers.get("content-type")).toBe("image/jpeg");
    expect(sha256Hex(new Uint8Array(await plain.arrayBuffer()))).toBe(image.sha256);
    // Nonsense widths are no width: the original, as for an old link.
    const nonsense = await get(`${image.filepath}?v=${image.version}&w=-1`);
    expect(nonsense.headers.get("content-type")).toBe("image/jpeg");
    await nonsense.arrayBuffer();
  });

  it("replays a srcset URL from the hot cache, only to browsers taking the same format", async () => {
    const { hotCache } = api.server.running;
    hotCache.clear();
    const first = await get(at(640));
    expect(first.headers.get("content-type")).toBe("image/avif");
    await first.arrayBuffer();
    expect(hotCache.size).toBe(1);
    const replayed = await get(at(640));
    expect(replayed.headers.get("content-type")).toBe("image/avif");
    expect(replayed.headers.get("vary")).toBe("Accept");
    await replayed.arrayBuffer();
    // Another format class is another entry; an old browser still gets the original.
    const old = await get(at(640), OLD_ACCEPT);
    expect(old.headers.get("content-type")).toBe("image/jpeg");
    await old.arrayBuffer();
    const webp = await get(at(640), SAFARI_14_ACCEPT);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    await webp.arrayBuffer();
    // A width no srcset names is answered, never kept: made-up URLs cannot fill the cache.
    await (await get(at(641))).arrayBuffer();
    expect(hotCache.size).toBe(2);
  });

  it("remakes renditions for a replacement and for a restored version", async () => {
    const before = await (await get(at(640))).arrayBuffer();
    const replaced = await upload(
      (await cameraPhoto(1200, 900, 9)) as Uint8Array<ArrayBuffer>,
      image.id,
    );
    expect(replaced.version).toBe(2);
    image = replaced;
    const after = await (await waitForType(at(640), "image/avif")).arrayBuffer();
    expect(sha256Hex(new Uint8Array(after))).not.toBe(sha256Hex(new Uint8Array(before)));

    const res = await api.admin.admin.images[":id"].restore.$post({
      param: { id: String(image.id) },
      json: { version: 1 },
    });
    image = (await res.json()).image;
    expect(image.version).toBe(3);
    const restored = await (await waitForType(at(640), "image/avif")).arrayBuffer();
    expect(sha256Hex(new Uint8Array(restored))).toBe(sha256Hex(new Uint8Array(before)));
  });

  it("serves an animated GIF as it is, moving, once its job found nothing to make", async () => {
    const frame = (red: number) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 9, b: 9 } } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(10), await frame(200)], { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await api.admin.admin.upload.$post({
      form: { image: new File([new Uint8Array(gif)], "loom.gif", { type: "image/gif" }) },
    });
    const loom = (await res.json()).image;
    const path = `${loom.filepath}?v=${loom.version}&w=640`;
    const until = Date.now() + 20_000;
    let answer: Response;
    do {
      answer = await get(path);
      await answer.arrayBuffer();
    } while (
      answer.headers.get("cache-control")?.includes("must-revalidate") &&
      Date.now() < until
    );
    expect(answer.headers.get("content-type")).toBe("image/gif");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(
      (await sharp(new Uint8Array(await (await get(path)).arrayBuffer())).metadata()).pages,
    ).toBe(2);
  });

  it("serves the original, to be asked again, for as long as no rendition exists", async () => {
    // As while the worker is busy with other images: nothing makes this one's renditions.
    await api.server.running.deps.renditions.stop(5000);
    image = await upload((await cameraPhoto(1000, 750, 3)) as Uint8Array<ArrayBuffer>);
    const res = await get(at(640));
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(sha256Hex(new Uint8Array(await res.arrayBuffer()))).toBe(image.sha256);
  });

  it("leaves an SVG as it is: no renditions, the same bytes whatever width is asked", async () => {
    const images = await (await api.visitor.images.$get()).json();
    const logo = images.find((candidate) => candidate.filename === "logo.svg")!;
    const res = await get(`${logo.filepath}?v=${logo.version}&w=640`);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("vary")).not.toBe("Accept");
  });
});
