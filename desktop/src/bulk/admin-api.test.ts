import { BULK_UNDO_HEADER } from "@app/contract";
import { ApiRequestError } from "@app/contract/api-error";
import { describe, expect, it } from "vitest";
import { image } from "../../test/image-bytes.ts";
import { createAdminApi } from "./admin-api.ts";
import { describeFailure, isUnreachable } from "./failures.ts";

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

  it("reads versions and the activity log through the typed client", async () => {
    const urls: string[] = [];
    const api = createAdminApi({
      baseUrl: "http://server.test",
      fetch: async (url) => {
        urls.push(String(url));
        return String(url).includes("/activity")
          ? Response.json({ items: [], nextCursor: null })
          : Response.json([]);
      },
    });
    expect(await api.versions(7)).toEqual([]);
    expect(await api.activity({ action: "bulk.replaced", limit: 200, cursor: "42" })).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(urls).toEqual([
      "http://server.test/api/admin/images/7/versions",
      "http://server.test/api/admin/activity?action=bulk.replaced&cursor=42&limit=200",
    ]);
  });

  it("throws the shared API error for a refusal, and lets a network failure through", async () => {
    const refusing = createAdminApi({
      baseUrl: "http://server.test",
      fetch: async () =>
        Response.json({ error: "This image was replaced elsewhere" }, { status: 409 }),
    });
    const error = await refusing.restore(7, 3, 4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(describeFailure(error)).toBe("This image was replaced elsewhere");

    const down = createAdminApi({
      baseUrl: "http://server.test",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const failure = await down.versions(7).catch((e: unknown) => e);
    expect(isUnreachable(failure)).toBe(true);
    expect(describeFailure(failure)).toBe("Cannot reach the server");
    expect(await down.health()).toBe(false);
  });

  it("reads who is signed in and what their role allows", async () => {
    const urls: string[] = [];
    const api = createAdminApi({
      baseUrl: "http://server.test",
      fetch: async (url) => {
        urls.push(String(url));
        return Response.json({
          admin: {
            email: "t@factory.example",
            name: "Sophea",
            role: "translator",
            permissions: ["content.read", "translations"],
            passwordChangeSuggested: false,
          },
        });
      },
    });
    expect(await api.me()).toMatchObject({
      role: "translator",
      permissions: ["content.read", "translations"],
    });
    expect(urls).toEqual(["http://server.test/api/admin/me"]);
  });
});
