import {
  apiErrorMessages,
  type ImageRestore,
  type ImageVersion,
  type WebsiteImage,
} from "@app/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { gifBytes, pngBytes } from "../../test/test-images.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { imageFiles } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { SVG_CONTENT_SECURITY_POLICY } from "./image-headers.ts";

describe.each(drivers)("image versions and restore [%s]", (kind) => {
  const api = serverForTests(kind);
  let original: WebsiteImage;
  beforeAll(async () => {
    const images = await (await api.visitor.images.$get()).json();
    original = images.find((image) => image.filename === "service-verification.svg")!;
  });

  const replace = async (
    bytes: Uint8Array<ArrayBuffer>,
    type: string,
    expectedVersion?: number,
  ) => {
    const res = await api.admin.admin.upload.$post({
      // An absent expectedVersion is left out of the form.
      form: {
        image: new File([bytes], "replacement", { type }),
        imageId: original.id,
        expectedVersion,
      },
    });
    expect(res.status).toBe(200);
    return (await res.json()).image;
  };
  const versionsOf = (id: number | string, client = api.admin) =>
    client.admin.images[":id"].versions.$get({ param: { id: String(id) } });
  const versionFile = (version: number, client = api.admin) =>
    client.admin.images[":id"].versions[":version"].file.$get({
      param: { id: String(original.id), version: String(version) },
    });
  const versions = async (): Promise<ImageVersion[]> => (await versionsOf(original.id)).json();
  const restore = (json: ImageRestore, id: number = original.id, client = api.admin) =>
    client.admin.images[":id"].restore.$post({ param: { id: String(id) }, json });
  const servedHash = async () =>
    sha256Hex(new Uint8Array(await (await api.server.request(original.filepath)).arrayBuffer()));

  it("lists the seeded version alone at first, with a link to its bytes", async () => {
    expect(await versions()).toEqual([
      {
        version: 1,
        contentType: "image/svg+xml",
        byteSize: original.byteSize,
        width: original.width,
        height: original.height,
        sha256: original.sha256,
        createdAt: expect.any(String),
        createdBy: null,
        restoredFromVersion: null,
        current: true,
        url: `/api/admin/images/${original.id}/versions/1/file`,
      },
    ]);
  });

  it("serves a version's bytes to the admin with the image headers, not publicly cached", async () => {
    const res = await versionFile(1);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(sha256Hex(new Uint8Array(await res.arrayBuffer()))).toBe(original.sha256);
  });

  it("restores an old version as a new one, and the public URL serves it", async () => {
    const png = pngBytes(2, 2);
    const replaced = await replace(png, "image/png");
    expect(replaced.version).toBe(2);
    expect(await servedHash()).toBe(sha256Hex(png));

    const res = await restore({ version: 1, expectedVersion: 2 });
    expect(res.status).toBe(200);
    const { image } = await res.json();
    expect(image).toMatchObject({
      id: original.id,
      filepath: original.filepath,
      version: 3,
      contentType: "image/svg+xml",
      sha256: original.sha256,
      width: original.width,
      height: original.height,
    });
    expect(await servedHash()).toBe(original.sha256);

    const history = await versions();
    expect(history.map((v) => [v.version, v.current, v.sha256])).toEqual([
      [3, true, original.sha256],
      [2, false, sha256Hex(png)],
      [1, false, original.sha256],
    ]);
    expect(history[0]!.createdBy).toBe(TEST_ADMIN.email);
    expect(history[0]!.restoredFromVersion).toBe(1);
    const [restored] = await api.server.running.deps.database.db
      .select({ from: imageFiles.restoredFromVersion })
      .from(imageFiles)
      .where(and(eq(imageFiles.imageId, original.id), eq(imageFiles.version, 3)));
    expect(restored).toEqual({ from: 1 });
  });

  it("refuses a restore over a version it did not expect with 409", async () => {
    const current = await replace(gifBytes(1, 1), "image/gif");
    const res = await restore({ version: 1, expectedVersion: current.version - 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: apiErrorMessages.staleImageVersion });
    expect((await versions())[0]).toMatchObject({ version: current.version, current: true });
  });

  it("answers 404 for an unknown version or image, and 400 for a malformed body", async () => {
    expect((await restore({ version: 99 })).status).toBe(404);
    expect((await restore({ version: 2 ** 31 })).status).toBe(404);
    const unknown = await restore({ version: 1 }, 999999);
    expect(unknown.status).toBe(404);
    expect((await versionsOf(999999)).status).toBe(404);
    expect((await versionFile(99)).status).toBe(404);
    expect((await versionsOf("abc")).status).toBe(404);
    // A version the types refuse, on purpose.
    const malformed = await api.server.request(`/api/admin/images/${original.id}/restore`, {
      method: "POST",
      json: { version: "first" },
      cookie: api.cookie,
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).fields).toHaveProperty("version");
  });

  it("keeps history and restore for administrators", async () => {
    expect((await versionsOf(original.id, api.visitor)).status).toBe(401);
    expect((await versionFile(1, api.visitor)).status).toBe(401);
    const anonymous = await restore({ version: 1 }, original.id, api.visitor);
    expect(anonymous.status).toBe(401);
    // A foreign Origin header on purpose: raw.
    const foreign = await api.server.request(`/api/admin/images/${original.id}/restore`, {
      method: "POST",
      json: { version: 1 },
      cookie: api.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});
