import { SITE_IMAGES, versionedImagePath, type WebsiteImage } from "@app/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { svgText } from "../../test/test-images.ts";
import { serverForTests } from "../../test/test-server.ts";
import { imageFiles, websiteImages } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { SVG_CONTENT_SECURITY_POLICY } from "./image-headers.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

describe.each(drivers)("serving images [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });
  let images: WebsiteImage[];
  beforeAll(async () => {
    images = await (await api.visitor.images.$get()).json();
  });

  const logo = () => images.find((image) => image.filename === "logo.svg")!;

  it("lists every registered image without bytes, by section then name", () => {
    expect(images.map((image) => image.filename).sort()).toEqual(
      SITE_IMAGES.map((entry) => entry.filename).sort(),
    );
    const order = images.map((image) => `${image.section}\u0000${image.name}`.toLowerCase());
    expect(order).toEqual([...order].sort());
    expect(logo()).toEqual({
      id: expect.any(Number),
      section: "brand",
      filename: "logo.svg",
      name: "Logo",
      description: expect.any(String),
      filepath: "/images/logo.svg",
      contentType: "image/svg+xml",
      byteSize: expect.any(Number),
      width: 160,
      height: 48,
      pageCount: null,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      version: 1,
      updatedAt: expect.any(String),
      alt: "",
      decorative: true,
      focalX: 0.5,
      focalY: 0.5,
    });
    expect(new Date(logo().updatedAt).toISOString()).toBe(logo().updatedAt);
  });

  it("serves every seeded image with bytes matching its sha256", async () => {
    for (const image of images) {
      // Plain bytes: an SVG also goes out compressed (see web/compression.test.ts).
      const res = await api.server.request(image.filepath, {
        headers: { "accept-encoding": "identity" },
      });
      expect(res.status, image.filepath).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(sha256Hex(bytes), image.filepath).toBe(image.sha256);
      expect(bytes.byteLength).toBe(image.byteSize);
      expect(res.headers.get("content-type")).toBe(image.contentType);
      expect(res.headers.get("etag")).toBe(`"${image.sha256}"`);
    }
  });

  it("sends an SVG with nosniff and its own restrictive Content-Security-Policy", async () => {
    const res = await api.server.request("/images/logo.svg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(SVG_CONTENT_SECURITY_POLICY);
  });

  it("lets the current version be cached for good and makes the bare path revalidate", async () => {
    const current = await api.server.request(versionedImagePath(logo()));
    expect(current.headers.get("cache-control")).toBe(IMMUTABLE);
    const bare = await api.server.request(logo().filepath);
    expect(bare.headers.get("cache-control")).toBe(REVALIDATE);
    const other = await api.server.request(`${logo().filepath}?v=${logo().version + 7}`);
    expect(other.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await other.text()).toBe(await current.text());
  });

  it("lets the server's hot cache replay only an image's two canonical URLs", async () => {
    const { hotCache } = api.server.running;
    hotCache.clear();
    for (const query of ["?v=999", "?v=abc", "?x=1", `?v=${logo().version}&x=1`]) {
      expect((await api.server.request(`${logo().filepath}${query}`)).status).toBe(200);
    }
    expect(hotCache.size).toBe(0);
    await api.server.request(logo().filepath);
    await api.server.request(versionedImagePath(logo()));
    expect(hotCache.size).toBe(2);
    const replayed = await api.server.request(versionedImagePath(logo()));
    expect(replayed.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(replayed.headers.get("content-security-policy")).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(sha256Hex(new Uint8Array(await replayed.arrayBuffer()))).toBe(logo().sha256);
  });

  it("keeps no copy per percent-encoded spelling of a file's name, so a flood of them pushes nothing out", async () => {
    const { hotCache } = api.server.running;
    hotCache.clear();
    await api.server.request(logo().filepath);
    await api.server.request(versionedImagePath(logo()));
    expect(hotCache.size).toBe(2);

    // `/images/%6Cogo.svg`, `/images/lo%67o%2esvg`...: each character spelled as it is or escaped.
    const name = logo().filename;
    const spellings = Array.from({ length: 120 }, (_, n) =>
      [...name]
        .map((char, at) =>
          (n + 1) & (1 << (at % 7)) ? `%${char.charCodeAt(0).toString(16)}` : char,
        )
        .join(""),
    );
    for (const spelling of new Set(spellings)) {
      for (const query of ["", `?v=${logo().version}`]) {
        const alias = await api.server.request(`/images/${spelling}${query}`);
        expect(alias.status, spelling).toBe(200);
        expect(sha256Hex(new Uint8Array(await alias.arrayBuffer()))).toBe(logo().sha256);
      }
    }
    expect(hotCache.size).toBe(2);

    const replays = vi.spyOn(hotCache, "tryServe");
    try {
      await api.server.request(logo().filepath);
      expect(replays.mock.results.at(-1)?.value).toBe(true);
    } finally {
      replays.mockRestore();
    }
  });

  it("answers 304 to a matching If-None-Match, in a list or weak", async () => {
    const etag = `"${logo().sha256}"`;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`]) {
      const res = await api.server.request(logo().filepath, {
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(res.status).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(REVALIDATE);
      expect(await res.text()).toBe("");
    }
    const stale = await api.server.request(logo().filepath, {
      headers: { "if-none-match": '"old"' },
    });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await api.server.request(logo().filepath, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-length")).toBe(String(logo().byteSize));
    expect(res.headers.get("etag")).toBe(`"${logo().sha256}"`);
    expect(await res.text()).toBe("");
  });

  it("answers 404 JSON for an unknown image, however often it is asked", async () => {
    for (const path of ["/images/nope.png", "/images/nope.png", "/images/..%2Fpackage.json"]) {
      const res = await api.server.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });

  it("keeps serving from memory until the change feed says the image changed", async () => {
    const image = images.find((entry) => entry.filename === "pillar-capacity-building.svg")!;
    const before = await (await api.server.request(image.filepath)).text();
    // Another process replaces the image: the database changes, then it notifies.
    const bytes = new TextEncoder().encode(svgText("<rect width='1' height='1'/>"));
    const sha256 = sha256Hex(bytes);
    const { db } = api.server.running.deps.database;
    await db.transaction(async (tx) => {
      await tx.insert(imageFiles).values({
        imageId: image.id,
        version: image.version + 1,
        bytes,
        contentType: "image/svg+xml",
        byteSize: bytes.byteLength,
        sha256,
      });
      await tx
        .update(websiteImages)
        .set({ version: image.version + 1, sha256, byteSize: bytes.byteLength })
        .where(eq(websiteImages.id, image.id));
    });
    expect(await (await api.server.request(image.filepath)).text()).toBe(before);

    await api.server.running.deps.changes.publish({ kind: "image", filename: image.filename });
    await expect
      .poll(async () => (await api.server.request(image.filepath)).headers.get("etag"), {
        timeout: 3000,
      })
      .toBe(`"${sha256}"`);
  });
});
