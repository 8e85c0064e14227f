import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { sha256Hex } from "../lib/sha256.ts";

// Two API processes over one PostgreSQL, as behind a load balancer (PGlite has one process).
describe.skipIf(!drivers.includes("postgres"))("image cache across processes [postgres]", () => {
  let writer: TestServer;
  let reader: TestServer;
  beforeAll(async () => {
    writer = await startTestServer("postgres");
    reader = await startTestServer("postgres", { testDb: writer.testDb });
  });
  afterAll(async () => {
    await reader?.stop();
    await writer?.dispose();
  });

  it("a replacement through one process is served by the other once notified", async () => {
    const images = await (await reader.client().images.$get()).json();
    const image = images.find((entry) => entry.filename === "pillar-digital-transformation.svg")!;
    const plain = { headers: { "accept-encoding": "identity" } };
    expect((await reader.request(image.filepath, plain)).headers.get("etag")).toBe(
      `"${image.sha256}"`,
    );

    const bytes = pngBytes(5, 5);
    const cookie = await writer.login();
    const res = await writer.client(cookie).admin.upload.$post({
      form: {
        image: new File([bytes], "replacement.png", { type: "image/png" }),
        imageId: image.id,
      },
    });
    expect(res.status).toBe(200);

    await expect
      .poll(async () => (await reader.request(image.filepath)).headers.get("etag"), {
        timeout: 3000,
      })
      .toBe(`"${sha256Hex(bytes)}"`);
  });
});
