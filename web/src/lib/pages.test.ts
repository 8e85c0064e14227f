import { describe, expect, it } from "vitest";
import { matchPage, pageStatus, sitemapPaths } from "./pages.ts";

describe("matchPage", () => {
  it("knows every route", () => {
    expect(matchPage("/")).toEqual({ kind: "home" });
    expect(matchPage("/about/")).toEqual({ kind: "about" });
    expect(matchPage("/privacy").kind).toBe("privacy");
    expect(matchPage("/terms").kind).toBe("terms");
    expect(matchPage("/admin").kind).toBe("admin");
    expect(matchPage("/admin/anything").kind).toBe("admin");
    expect(matchPage("/certifications/gots")).toEqual({
      kind: "certification",
      id: "gots",
      found: true,
    });
    expect(matchPage("/certifications/zzz")).toEqual({
      kind: "certification",
      id: "zzz",
      found: false,
    });
    expect(matchPage("/pillars/capacity-building")).toEqual({
      kind: "pillar",
      slug: "capacity-building",
      found: true,
    });
    expect(matchPage("/pillars/zzz").kind).toBe("pillar");
    expect(matchPage("/no/such/page")).toEqual({ kind: "not-found" });
  });

  it("leads linked paths without a page to their home section", () => {
    expect(matchPage("/services")).toEqual({ kind: "redirect", to: "/#services" });
    expect(matchPage("/resources")).toEqual({ kind: "redirect", to: "/#resources" });
    expect(matchPage("/contact")).toEqual({ kind: "redirect", to: "/#contact" });
    expect(matchPage("/services/production")).toEqual({
      kind: "redirect",
      to: "/#products-certification",
    });
    expect(matchPage("/services/management")).toEqual({
      kind: "redirect",
      to: "/#management-system-certification",
    });
    expect(matchPage("/services/verification")).toEqual({
      kind: "redirect",
      to: "/#verification-service",
    });
    expect(matchPage("/services/training")).toEqual({
      kind: "redirect",
      to: "/#training-development",
    });
    expect(matchPage("/services/audit-assessment")).toEqual({
      kind: "redirect",
      to: "/#audit-assessment-certification",
    });
    expect(matchPage("/services/anything-else")).toEqual({ kind: "redirect", to: "/#services" });
  });

  it("answers 404 for unknown pages, certifications and pillars", () => {
    expect(pageStatus(matchPage("/nope"))).toBe(404);
    expect(pageStatus(matchPage("/certifications/nope"))).toBe(404);
    expect(pageStatus(matchPage("/pillars/nope"))).toBe(404);
    expect(pageStatus(matchPage("/certifications/sbti"))).toBe(200);
    expect(pageStatus(matchPage("/services"))).toBe(301);
  });

  it("lists every indexable page in the sitemap", () => {
    const paths = sitemapPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/certifications/zdhc-chemcheck");
    expect(paths).toContain("/pillars/visual-management");
    expect(paths).not.toContain("/admin");
    expect(paths).toHaveLength(2 + 6 + 38 + 2);
  });
});
