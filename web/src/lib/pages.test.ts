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
  language: "en",
  sections: Object.fromEntries(
    ["certification:gots", "pillar:capacity-building", "page:privacy"].map((n) => [n, section(n)]),
  ),
  redirects: { "certification:gots-old": "certification:gots" },
  files: [],
  englishShownIn: [],
  year: 2026,
};

const answer = (path: string) => resolvePage(matchPage(path), SiteStore.fromSnapshot(snapshot));

describe("matchPage", () => {
  it("knows every route", () => {
    const en = { language: "en" };
    expect(matchPage("/")).toEqual({ kind: "home", ...en });
    expect(matchPage("/about/")).toEqual({ kind: "about", ...en });
    expect(matchPage("/admin/anything").kind).toBe("admin");
    expect(matchPage("/certifications/gots")).toEqual({
      kind: "certification",
      slug: "gots",
      ...en,
    });
    expect(matchPage("/pillars/capacity-building")).toEqual({
      kind: "pillar",
      slug: "capacity-building",
      ...en,
    });
    expect(matchPage("/privacy")).toEqual({ kind: "text-page", slug: "privacy", ...en });
    expect(matchPage("/no/such/page")).toEqual({ kind: "not-found", ...en });
    expect(matchPage("/services/training")).toEqual({
      kind: "redirect",
      to: "/#training-development",
      ...en,
    });
  });

  it("knows every route under a language's prefix, and keeps redirects in the language", () => {
    const km = { language: "km" };
    expect(matchPage("/km/")).toEqual({ kind: "home", ...km });
    expect(matchPage("/km")).toEqual({ kind: "redirect", to: "/km/", ...km });
    expect(matchPage("/km/about")).toEqual({ kind: "about", ...km });
    expect(matchPage("/km/certifications/gots")).toEqual({
      kind: "certification",
      slug: "gots",
      ...km,
    });
    expect(matchPage("/km/terms")).toEqual({ kind: "text-page", slug: "terms", ...km });
    expect(matchPage("/km/services/training")).toEqual({
      kind: "redirect",
      to: "/km/#training-development",
      ...km,
    });
    // There is one admin, in English; /km/admin is no page.
    expect(matchPage("/km/admin")).toEqual({ kind: "not-found", ...km });
    expect(matchPage("/kmx/about")).toEqual({ kind: "not-found", language: "en" });
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

  it("sends a renamed entry's old URL to the new one with a 301, in the same language", () => {
    expect(answer("/certifications/gots-old")).toEqual({
      status: 301,
      redirect: "/certifications/gots",
    });
    expect(answer("/km/certifications/gots-old")).toEqual({
      status: 301,
      redirect: "/km/certifications/gots",
    });
  });
});
