import { describe, expect, it } from "vitest";
import { decodedBody, rawRequest } from "../../test/raw-request.ts";
import { serverForTests } from "../../test/test-server.ts";

const CHROMIUM_ACCEPT = "gzip, deflate, br, zstd";

describe("JSON lists made per request", () => {
  const api = serverForTests("pglite", { login: false });

  it("are sent compressed in the coding the client prefers, the same JSON once decoded", async () => {
    const plain = await rawRequest(`${api.server.url}/api/images`);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain("Accept-Encoding");
    for (const [accept, coding] of [
      [CHROMIUM_ACCEPT, "br"],
      ["gzip", "gzip"],
    ] as const) {
      const answer = await rawRequest(`${api.server.url}/api/images`, {
        "accept-encoding": accept,
      });
      expect(answer.headers["content-encoding"], accept).toBe(coding);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
      expect(answer.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      expect(JSON.parse(decodedBody(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it("leaves small answers and answers that chose their own coding as they are", async () => {
    const health = await rawRequest(`${api.server.url}/api/health`, {
      "accept-encoding": CHROMIUM_ACCEPT,
    });
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
    // The content list is kept compressed at brotli 10 with its own ETag: sent as kept.
    const content = await rawRequest(`${api.server.url}/api/content`, {
      "accept-encoding": CHROMIUM_ACCEPT,
    });
    expect(content.headers["content-encoding"]).toBe("br");
    expect(content.headers.etag).toMatch(/^"/);
  });
});
