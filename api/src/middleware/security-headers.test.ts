import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { securityHeaders } from "./security-headers.ts";

const app = new Hono<AppEnv>()
  .use(securityHeaders(false))
  .get("/", (c) => c.html("<p>page</p>"))
  .get("/assets/app.js", (c) => c.body("export {}", 200, { "Content-Type": "text/javascript" }))
  .get("/assets/picture.svg", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml" }))
  .get("/images/a.svg", (c) =>
    c.body("<svg/>", 200, { "Content-Security-Policy": "default-src 'none'; sandbox" }),
  );

describe("security headers", () => {
  it("gives pages the whole set", async () => {
    const res = await app.request("/");
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives built scripts and stylesheets only what applies to them", async () => {
    const res = await app.request("/assets/app.js");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("permissions-policy")).toBeNull();
  });

  it("gives any other built file, which a browser may open as a document, the whole set", async () => {
    const res = await app.request("/assets/picture.svg");
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("runs only the inline scripts it is given, by their hashes", async () => {
    const withBoot = new Hono<AppEnv>()
      .use(securityHeaders(false, ["'sha256-Ym9vdA=='"]))
      .get("/", (c) => c.html("<p>page</p>"));
    const policy = (await withBoot.request("/")).headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'sha256-Ym9vdA=='");
    expect((await app.request("/")).headers.get("content-security-policy")).toContain(
      "script-src 'self';",
    );
  });

  it("keeps a route's own stricter policy", async () => {
    const res = await app.request("/images/a.svg");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});
