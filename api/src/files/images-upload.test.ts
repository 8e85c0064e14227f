import { request as httpRequest } from "node:http";
import {
  apiErrorMessages,
  MAX_DOCUMENT_BYTES,
  MAX_UPLOAD_BYTES,
  type UploadFields,
  versionedImagePath,
  type WebsiteImage,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { nestedSvg } from "../../test/svg-attacks.ts";
import { drivers } from "../../test/test-database.ts";
import {
  gifBytes,
  gifWithFrames,
  jpegBytes,
  pngBytes,
  svgText,
  webpLosslessBytes,
  webpLossyBytes,
} from "../../test/test-images.ts";
import { jpegWithMetadata, SECRET } from "../../test/test-metadata-images.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { exifOrientation } from "../formats/raster/exif-orientation.ts";
import { sha256Hex } from "../lib/sha256.ts";

type Part = Uint8Array<ArrayBuffer> | string;

function uploadForm(
  content: Part,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("image", new File([content], filename, { type }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Sends headers and the first bytes of a body that never ends; resolves with the answer. */
function postUnfinishedBody(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.write(new Uint8Array(1024));
  });
}

describe.each(drivers)("uploading images [%s]", (kind) => {
  const api = serverForTests(kind);

  const upload = (
    content: Part,
    filename: string,
    type: string,
    fields: UploadFields = {},
    client = api.admin,
  ) =>
    client.admin.upload.$post({
      form: { image: new File([content], filename, { type }), ...fields },
    });
  /** Forms and headers the types refuse, sent as a hostile client would. */
  const uploadRaw = (form: FormData, init: { headers?: Record<string, string> } = {}) =>
    api.server.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie: api.cookie,
      ...init,
    });
  const listed = async (filename: string): Promise<WebsiteImage | undefined> => {
    const images = await (await api.visitor.images.$get()).json();
    return images.find((image) => image.filename === filename);
  };
  const versionsOf = (id: number) =>
    api.admin.admin.images[":id"].versions.$get({ param: { id: String(id) } });
  const served = async (path: string) =>
    new Uint8Array(await (await api.server.request(path)).arrayBuffer());

  it.each([
    ["PNG", pngBytes(3, 2), "tiny.png", "image/png", 3, 2],
    ["GIF", gifBytes(1, 1), "dot.gif", "image/gif", 1, 1],
    ["JPEG", jpegBytes(16, 8), "grey.jpg", "image/jpeg", 16, 8],
    ["lossless WebP", webpLosslessBytes(1, 1), "pixel.webp", "image/webp", 1, 1],
    ["lossy WebP", webpLossyBytes(1, 1), "lossy.webp", "image/webp", 1, 1],
  ])(
    "registers a new %s (201) and serves it",
    async (_label, bytes, filename, type, width, height) => {
      expect((await api.server.request(`/images/${filename}`)).status).toBe(404);
      const res = await upload(bytes, filename, type);
      expect(res.status).toBe(201);
      const answer = await res.json();
      expect(answer.replaced).toBe(false);
      expect(answer.file).toEqual({ filepath: `/images/${filename}` });
      expect(answer.image).toMatchObject({
        filename,
        filepath: `/images/${filename}`,
        section: "uploads",
        description: "",
        contentType: type,
        byteSize: bytes.byteLength,
        width,
        height,
        sha256: sha256Hex(bytes),
        version: 1,
      });
      expect(await listed(filename)).toEqual(answer.image);
      const file = await api.server.request(answer.file.filepath);
      expect(file.headers.get("content-type")).toBe(type);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    },
  );

  it("serves a phone photo without its GPS Exif, keeping its orientation", async () => {
    const photo = jpegWithMetadata({ orientation: 6, width: 16, height: 8 });
    const res = await upload(photo, "site-visit.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const answer = await res.json();
    const file = await api.server.request(answer.file.filepath);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = Buffer.from(bytes).toString("latin1");
    for (const secret of [SECRET, "SECRET-GPS-DATUM", "SECRET-SERIAL-4711"]) {
      expect(text).not.toContain(secret);
    }
    expect(answer.image).toMatchObject({
      contentType: "image/jpeg",
      byteSize: bytes.byteLength,
      sha256: sha256Hex(bytes),
      width: 8,
      height: 16,
    });
    expect(bytes.byteLength).toBeLessThan(photo.byteLength);
    expect(file.headers.get("etag")).toBe(`"${sha256Hex(bytes)}"`);
    const exif = text.indexOf("Exif\0\0");
    expect(exifOrientation(bytes.subarray(exif + 6))).toBe(6);
  });

  it("refuses a truncated JPEG with 415 and stores nothing", async () => {
    const res = await upload(jpegBytes(16, 8).slice(0, -3), "cut.jpg", "image/jpeg");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: apiErrorMessages.unsupportedType });
    expect(await listed("cut.jpg")).toBeUndefined();
  });

  it("takes section, name and description from the form", async () => {
    const res = await upload(pngBytes(2, 2), "Team Photo.PNG", "image/png", {
      section: "about",
      name: "Our auditors",
      description: "The team on site",
    });
    expect(res.status).toBe(201);
    const { image } = await res.json();
    expect(image).toMatchObject({
      filename: "team-photo.png",
      section: "about",
      name: "Our auditors",
      description: "The team on site",
    });
  });

  it("normalizes a filename that tries to leave the images folder", async () => {
    const res = await upload(pngBytes(1, 1), "../../etc/passwd.png", "image/png");
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer.image).toMatchObject({ filename: "passwd.png", name: "Passwd" });
    expect(answer.file.filepath).toBe("/images/passwd.png");
    expect((await api.server.request("/images/passwd.png")).status).toBe(200);
  });

  it("replaces by imageId: same filepath, version + 1, new bytes served, old version kept", async () => {
    const before = (await listed("hero-factory.svg"))!;
    const bytes = jpegBytes(32, 16);
    const res = await upload(bytes, "whatever-name.jpg", "image/jpeg", { imageId: before.id });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.replaced).toBe(true);
    expect(answer.file.filepath).toBe(before.filepath);
    expect(answer.image).toMatchObject({
      id: before.id,
      filename: before.filename,
      filepath: before.filepath,
      name: before.name,
      section: before.section,
      version: before.version + 1,
      contentType: "image/jpeg",
      sha256: sha256Hex(bytes),
      width: 32,
      height: 16,
    });
    expect(await served(before.filepath)).toEqual(bytes);
    const fresh = await api.server.request(versionedImagePath(answer.image));
    expect(fresh.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fresh.headers.get("content-type")).toBe("image/jpeg");

    const versions = await (await versionsOf(before.id)).json();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ current: true, createdBy: TEST_ADMIN.email });
    expect(versions[1]).toMatchObject({ current: false, sha256: before.sha256, createdBy: null });
  });

  it("replaces by filename, whatever its case, with the image's own filename kept", async () => {
    const before = (await listed("logo.svg"))!;
    const svg = svgText('<circle cx="5" cy="5" r="4" fill="#0f766e"/>', 'width="160" height="48"');
    const res = await upload(svg, "LOGO.svg", "image/svg+xml");
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      replaced: true,
      file: { filepath: "/images/logo.svg" },
      image: { id: before.id, filename: "logo.svg", version: before.version + 1 },
    });
    expect(new TextDecoder().decode(await served("/images/logo.svg"))).toBe(svg);
    const versions = await (await versionsOf(before.id)).json();
    expect(versions.map((v) => [v.version, v.sha256])).toEqual([
      [before.version + 1, answer.image.sha256],
      [before.version, before.sha256],
    ]);
  });

  it("serves an uploaded SVG with every active part removed", async () => {
    const attack = svgText(
      `<script>alert(1)</script><rect width="10" height="10" onload="alert(2)"/>
       <a href="javascript:alert(3)"><text>x</text></a>
       <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
       <use href="http://evil.example/sprite.svg#icon"/>`,
      'xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"',
    );
    const res = await upload(attack, "attack.svg", "image/svg+xml");
    expect(res.status).toBe(201);
    const text = await (await api.server.request("/images/attack.svg")).text();
    expect(text).toContain('<rect width="10" height="10"/>');
    for (const gone of ["<script", "onload", "javascript:", "foreignObject", "evil.example"]) {
      expect(text).not.toContain(gone);
    }
  });

  it("refuses a 6 MB upload with 413", async () => {
    const res = await upload(new Uint8Array(6 * 1024 * 1024), "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: apiErrorMessages.imageTooLarge });
  });

  it("answers 413 to a declared body over the PDF limit after its first kilobyte", async () => {
    const answer = await postUnfinishedBody(`${api.server.url}/api/admin/upload`, {
      "content-type": "multipart/form-data; boundary=unfinished",
      "content-length": String(MAX_DOCUMENT_BYTES + 1024 * 1024),
      origin: api.server.origin,
      cookie: api.cookie,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: apiErrorMessages.uploadTooLarge });
  });

  it("answers 413 to a streamed body once it passes the limit, without waiting for its end", async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(MAX_DOCUMENT_BYTES + 1024 * 1024));
      },
    });
    const res = await api.server.request("/api/admin/upload", {
      method: "POST",
      cookie: api.cookie,
      body: endless,
      headers: { "content-type": "multipart/form-data; boundary=unfinished" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("refuses a file just over 5 MB inside a body under the limit with 413", async () => {
    const res = await upload(new Uint8Array(MAX_UPLOAD_BYTES + 1), "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: apiErrorMessages.imageTooLarge });
  });

  it("refuses text named .png with 415", async () => {
    const res = await upload("definitely not a picture", "notes.png", "image/png");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: apiErrorMessages.unsupportedType });
  });

  it("refuses GIF bytes declared as image/png with 415", async () => {
    const res = await upload(gifBytes(1, 1), "liar.png", "image/png");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: apiErrorMessages.typeMismatch });
  });

  it("refuses an image declaring 50000x50000 pixels with 400", async () => {
    const res = await upload(pngBytes(50_000, 50_000), "bomb.png", "image/png");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: apiErrorMessages.absurdDimensions });
    expect(await listed("bomb.png")).toBeUndefined();
  });

  it("refuses an SVG nested 300,000 deep with 415 and keeps answering others meanwhile", async () => {
    const deep = upload(nestedSvg(300_000), "deep.svg", "image/svg+xml");
    const health = api.visitor.health.$get();
    const [refused, healthy] = await Promise.all([deep, health]);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: apiErrorMessages.svgTooComplex.depth });
    expect(healthy.status).toBe(200);
    const again = await upload(nestedSvg(30_000), "deep.svg", "image/svg+xml");
    expect(again.status).toBe(415);
    expect((await api.visitor.health.$get()).status).toBe(200);
    expect(await listed("deep.svg")).toBeUndefined();
  });

  it("refuses a 1x1 GIF carrying a 13000x2 frame with 400", async () => {
    const flood = gifWithFrames(1, 1, [{ left: 0, top: 0, width: 13_000, height: 2 }]);
    const res = await upload(flood, "flood.gif", "image/gif");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: apiErrorMessages.absurdDimensions });
    expect(await listed("flood.gif")).toBeUndefined();
  });

  it("refuses a form without a file, malformed fields or a garbled body with 400 JSON", async () => {
    const res = await api.admin.admin.upload.$post({ form: { name: "nothing" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: apiErrorMessages.noFile });

    // An imageId the types refuse, on purpose.
    const bad = await uploadRaw(
      uploadForm(pngBytes(1, 1), "x.png", "image/png", { imageId: "abc" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("imageId");

    const garbled = await api.server.request("/api/admin/upload", {
      method: "POST",
      cookie: api.cookie,
      headers: { "content-type": "multipart/form-data; boundary=missing" },
      body: "this is not multipart",
    });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 404 for an imageId that does not exist", async () => {
    for (const imageId of [999999, 2 ** 31]) {
      const res = await upload(pngBytes(1, 1), "x.png", "image/png", { imageId });
      expect(res.status).toBe(404);
    }
  });

  it("refuses a foreign Origin with 403 and no session with 401", async () => {
    const foreign = await uploadRaw(uploadForm(pngBytes(1, 1), "x.png", "image/png"), {
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const anonymous = await upload(pngBytes(1, 1), "x.png", "image/png", {}, api.visitor);
    expect(anonymous.status).toBe(401);
    expect(await listed("x.png")).toBeUndefined();
  });

  it("refuses a replacement of a version that is no longer current with 409", async () => {
    const image = (await listed("about-team.svg"))!;
    const first = await upload(pngBytes(2, 1), "about-team.png", "image/png", {
      imageId: image.id,
      expectedVersion: image.version,
    });
    expect(first.status).toBe(200);
    const stale = await upload(pngBytes(1, 2), "about-team.png", "image/png", {
      imageId: image.id,
      expectedVersion: image.version,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: apiErrorMessages.staleImageVersion });
    expect((await listed("about-team.svg"))?.version).toBe(image.version + 1);
  });

  it("keeps a replacement across a restart", async () => {
    const image = (await listed("training-development.svg"))!;
    const bytes = pngBytes(4, 4);
    const res = await upload(bytes, "t.png", "image/png", { imageId: image.id });
    expect(res.status).toBe(200);
    api.server = await api.server.restart();
    expect(await listed("training-development.svg")).toMatchObject({
      version: image.version + 1,
      sha256: sha256Hex(bytes),
    });
    expect(await served(image.filepath)).toEqual(bytes);
  });
});
