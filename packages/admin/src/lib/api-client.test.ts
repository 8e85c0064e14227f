import { describe, expect, it } from "vitest";
import { createApiClient, siteUrl } from "./api-client.ts";

describe("createApiClient", () => {
  it("puts the API under /api of the server's base URL", () => {
    expect(createApiClient("https://admin.example.com/").admin.me.$url().toString()).toBe(
      "https://admin.example.com/api/admin/me",
    );
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
