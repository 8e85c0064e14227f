import type { ContentSection, SiteSnapshot } from "@app/contract";
import { describe, expect, it } from "vitest";
import { matchPage, resolvePage } from "./pages.ts";
import { SiteStore } from "./site-store.ts";

const section = (name: string): ContentSection => ({
  id: 1,
  section: name,
  content: {},
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const snapshot: SiteSnapshot = {
  sections: Object.fromEntries(
    ["certification:gots", "pillar:capacity-building", "page:privacy"].map((n) => [n, section(n)]),
  ),
  redirects: { "certification:gots-old": "certification:gots" },
  files: [],
};

const answer = (path: string) => resolvePage(matchPage(path), SiteStore.fromSnapshot(snapshot));

describe("matchPage", () => {
  it("knows every route", () => {
    expect(matchPage("/")).toEqual({ kind: "home" });
    expect(matchPage("/about/")).toEqual({ kind: "about" });
    expect(matchPage("/admin/anything").kind).toBe("admin");
    expect(matchPage("/certifications/gots")).toEqual({ kind: "certification", slug: "gots" });
    expect(matchPage("/pillars/capacity-building")).toEqual({
      kind: "pillar",
      slug: "capacity-building",
    });
    expect(matchPage("/privacy")).toEqual({ kind: "text-page", slug: "privacy" });
    expect(matchPage("/no/such/page")).toEqual({ kind: "not-found" });
    expect(matchPage("/services/training")).toEqual({
      kind: "redirect",
      to: "/#training-development",
    });
  });
});

describe("resolvePage", () => {
  it("answers 200 for entries the content has, 404 for the others", () => {
    expect(answer("/certifications/gots")).toEqual({ status: 200 });
    expect(answer("/certifications/zzz")).toEqual({ status: 404 });
    expect(answer("/pillars/capacity-building")).toEqual({ status: 200 });
    expect(answer("/pillars/zzz")).toEqual({ status: 404 });
    expect(answer("/privacy")).toEqual({ status: 200 });
    expect(answer("/terms")).toEqual({ status: 404 });
  });

  it("sends a renamed entry's old URL to the new one with a 301", () => {
    expect(answer("/certifications/gots-old")).toEqual({
      status: 301,
      redirect: "/certifications/gots",
    });
  });
});
