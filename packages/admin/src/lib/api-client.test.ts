import { describe, expect, it } from "vitest";
import { createApiClient, readJson, siteUrl } from "./api-client.ts";

describe("createApiClient", () => {
  it("puts the API under /api of the server's base URL", () => {
    expect(createApiClient("https://admin.example.com/").admin.me.$url().toString()).toBe(
      "https://admin.example.com/api/admin/me",
    );
  });

  it("sends through the given fetch, with the session cookie and the given headers", async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const api = createApiClient("http://server.test", {
      headers: { origin: "http://server.test" },
      fetch: async (url, init) => {
        sent.push({ url: String(url), init });
        return Response.json({ status: "ok" });
      },
    });
    await api.health.$get();
    expect(sent.map(({ url }) => url)).toEqual(["http://server.test/api/health"]);
    expect(sent[0]!.init?.credentials).toBe("include");
    expect(new Headers(sent[0]!.init?.headers).get("origin")).toBe("http://server.test");
  });
});

describe("readJson", () => {
  it("reads a JSON answer, takes a 204 as done with nothing to say, and throws on an error", async () => {
    const answering = (response: Response) =>
      createApiClient("http://server.test", { fetch: async () => response });
    expect(await readJson(answering(Response.json({ status: "ok" })).health.$get())).toEqual({
      status: "ok",
    });
    expect(
      await readJson(answering(new Response(null, { status: 204 })).health.$get()),
    ).toBeUndefined();
    await expect(
      readJson(answering(Response.json({ error: "Not found" }, { status: 404 })).health.$get()),
    ).rejects.toThrow();
  });
});

describe("siteUrl", () => {
  it("resolves server paths against the base URL", () => {
    expect(siteUrl("https://example.com", "/images/logo.svg?v=2")).toBe(
      "https://example.com/images/logo.svg?v=2",
    );
    expect(siteUrl("", "/")).toBe("http://localhost/");
  });
});
