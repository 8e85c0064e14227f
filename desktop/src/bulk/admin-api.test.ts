import { BULK_UNDO_HEADER } from "@app/contract";
import { describe, expect, it } from "vitest";
import { image } from "../../test/image-bytes.ts";
import { createAdminApi } from "./admin-api.ts";

describe("admin API client", () => {
  it("restores a version, naming the Bulk Replace batch it undoes when there is one", async () => {
    const calls: { url: string; method?: string; headers: Headers; body: unknown }[] = [];
    const api = createAdminApi({
      baseUrl: "http://server.test",
      headers: { origin: "http://server.test" },
      fetch: async (url, init) => {
        calls.push({
          url: String(url),
          method: init?.method,
          headers: new Headers(init?.headers),
          body: JSON.parse(String(init?.body)),
        });
        return Response.json({ image: image("logo.svg", { id: 7, version: 5 }) });
      },
    });
    expect(await api.restore(7, 3, 4, "a1b2c3d4e5f60718")).toMatchObject({ id: 7, version: 5 });
    await api.restore(7, 3);
    expect(calls.map(({ url, method, body }) => [url, method, body])).toEqual([
      ["http://server.test/api/admin/images/7/restore", "POST", { version: 3, expectedVersion: 4 }],
      ["http://server.test/api/admin/images/7/restore", "POST", { version: 3 }],
    ]);
    expect(calls.map(({ headers }) => headers.get(BULK_UNDO_HEADER))).toEqual([
      "a1b2c3d4e5f60718",
      null,
    ]);
    expect(calls[0]!.headers.get("origin")).toBe("http://server.test");
    expect(calls[0]!.headers.get("content-type")).toBe("application/json");
  });
});
