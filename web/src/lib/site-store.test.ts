import type { ContentSection, SiteSnapshot, WebsiteImage } from "@app/contract";
import { describe, expect, it } from "vitest";
import { fillTokens } from "./site-data.ts";
import { forPath, mergePageData, SiteStore } from "./site-store.ts";

const section = (name: string, content: Record<string, unknown>): ContentSection => ({
  id: 1,
  section: name,
  content,
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const file = (filename: string): WebsiteImage => ({
  id: 1,
  section: "hero",
  filename,
  name: filename,
  description: "",
  filepath: `/images/${filename}`,
  contentType: "image/svg+xml",
  byteSize: 10,
  width: 10,
  height: 10,
  pageCount: null,
  sha256: "x",
  version: 3,
  updatedAt: "2026-01-01T00:00:00.000Z",
  alt: "",
  decorative: true,
  focalX: 0.5,
  focalY: 0.5,
});

const snapshot: SiteSnapshot = {
  language: "en",
  sections: Object.fromEntries(
    [
      section("hero", { title: "Hello" }),
      section("certification:grs", { name: "GRS", fullName: "Global Recycled Standard" }),
      section("certification:gots", { name: "GOTS", fullName: "Global Organic Textile Standard" }),
      section("pillar:b", { title: "Bee", summary: "b", icon: "bot" }),
      section("pillar:a", { title: "Ay", summary: "a", icon: "target" }),
      section("pillar:c", { title: "Cee", summary: "c", icon: "leaf" }),
      section("pillar-page", { order: ["c", "a"] }),
    ].map((s) => [s.section, s]),
  ),
  redirects: { "certification:old": "certification:gots" },
  files: [file("logo.svg")],
  englishShownIn: [],
  year: 2026,
};

describe("SiteStore", () => {
  it("records what a render reads: the page's data and its dependencies", () => {
    const store = SiteStore.fromSnapshot(snapshot);
    expect(store.section("hero")).toEqual({ title: "Hello" });
    expect(store.section("missing")).toBeNull();
    expect(store.file("logo.svg")?.version).toBe(3);
    expect(store.redirect("certification:old")).toBe("certification:gots");
    expect(store.readDependencies()).toEqual([
      "file:logo.svg",
      "section:certification:old",
      "section:hero",
      "section:missing",
    ]);
    expect(store.pageData()).toEqual({
      sections: { hero: { title: "Hello" }, missing: null },
      redirects: { "certification:old": "certification:gots" },
      // Of a file, what pages show: not its admin details.
      files: {
        "logo.svg": {
          filepath: "/images/logo.svg",
          version: 3,
          contentType: "image/svg+xml",
          byteSize: 10,
          width: 10,
          height: 10,
          alt: "",
          decorative: true,
          focalX: 0.5,
          focalY: 0.5,
        },
      },
    });
  });

  it("lists pillars in the admin's order, numbered by place", () => {
    const store = SiteStore.fromSnapshot(snapshot);
    expect(store.pillars().map((p) => [p.numeral, p.slug, p.title])).toEqual([
      ["I", "c", "Cee"],
      ["II", "a", "Ay"],
      ["III", "b", "Bee"],
    ]);
    expect(store.readDependencies()).toEqual(["index:pillar", "section:pillar-page"]);
  });

  it("names one standard at a time, depending on that one alone", () => {
    const store = SiteStore.fromSnapshot(snapshot);
    expect(store.certification("grs")).toEqual({
      slug: "grs",
      name: "GRS",
      fullName: "Global Recycled Standard",
    });
    expect(store.certification("gone")).toBeNull();
    expect(store.readDependencies()).toEqual([
      "section:certification:gone",
      "section:certification:grs",
    ]);
    const data = store.pageData();
    expect(data.standards).toEqual({
      grs: { slug: "grs", name: "GRS", fullName: "Global Recycled Standard" },
      gone: null,
    });
    const browser = SiteStore.fromPageData(JSON.parse(JSON.stringify(data)));
    expect(browser.certification("grs")?.name).toBe("GRS");
    expect(browser.certification("gone")).toBeNull();
  });

  it("counts a group's standards on the site by which exist, not by their words", () => {
    const grouped: SiteSnapshot = {
      ...snapshot,
      sections: {
        ...snapshot.sections,
        "certification:ocs": section("certification:ocs", { name: "OCS", fullName: "OCS" }),
        services: section("services", {
          groups: [
            { anchor: "products", standards: ["gots", "deleted", "grs"] },
            { anchor: "other", standards: ["grs", "never-published"] },
          ],
        }),
      },
    };
    const server = SiteStore.fromSnapshot(grouped);
    const products = server.serviceGroup("products")!;
    expect(server.groupStandards(products)).toEqual(["gots", "grs"]);
    expect(server.groupStandards(server.serviceGroup("other")!)).toEqual(["grs"]);
    // OCS is on the site and in no group.
    expect(server.standardsInNoGroup()).toBe(1);
    expect(server.readDependencies()).toEqual(["names:certification", "section:services"]);
    const data = server.pageData();
    expect(data.standardsOnSite).toEqual({ absent: ["deleted", "never-published"], inNoGroup: 1 });
    // No standard's words: a count reads none.
    expect(data.standards).toBeUndefined();
    const browser = SiteStore.fromPageData(JSON.parse(JSON.stringify(data)));
    expect(browser.groupStandards(browser.serviceGroup("products")!)).toEqual(["gots", "grs"]);
    expect(browser.standardsInNoGroup()).toBe(1);
  });

  it("reads in the browser exactly what the server's render recorded", () => {
    const server = SiteStore.fromSnapshot(snapshot);
    server.section("hero");
    server.pillars();
    const browser = SiteStore.fromPageData(JSON.parse(JSON.stringify(server.pageData())));
    expect(browser.section("hero")).toEqual({ title: "Hello" });
    expect(browser.pillars()).toEqual(server.pillars());
    // Never read on the server, so unknown here: treated as absent.
    expect(browser.section("certification:gots")).toBeNull();
  });

  it("merges the data of several pages, the newer winning", () => {
    const first = SiteStore.fromSnapshot(snapshot);
    first.section("hero");
    const second = SiteStore.fromSnapshot({
      ...snapshot,
      sections: { ...snapshot.sections, hero: section("hero", { title: "Changed" }) },
    });
    second.section("hero");
    second.section("certification:gots");
    const merged = SiteStore.fromPageData(mergePageData(first.pageData(), second.pageData()));
    expect(merged.section("hero")).toEqual({ title: "Changed" });
    expect(merged.section("certification:gots")).toMatchObject({ name: "GOTS" });
  });

  it("keeps, for each page the browser has, whether it says it still shows English, under the browser's path", () => {
    const partlyEnglish = SiteStore.fromSnapshot(snapshot, { englishShown: true });
    // On the server a render is of one page, whatever its path is spelt.
    expect(partlyEnglish.englishShownOn("/km/%70rivacy")).toBe(true);
    const translated = SiteStore.fromSnapshot(snapshot);
    expect(translated.englishShownOn("/km")).toBe(false);
    const merged = SiteStore.fromPageData(
      mergePageData(
        forPath("/km/%70rivacy", partlyEnglish.pageData()),
        forPath("/km/", translated.pageData()),
      ),
    );
    expect(merged.englishShownOn("/km/%70rivacy")).toBe(true);
    expect(merged.englishShownOn("/km/")).toBe(false);
    expect(merged.englishShownOn("/km/about")).toBe(false);
  });
});

describe("fillTokens", () => {
  it("fills known tokens and leaves the others as written", () => {
    expect(
      fillTokens("About {name} in {group}, {unknown}", { name: "GOTS", group: "Products" }),
    ).toBe("About GOTS in Products, {unknown}");
    expect(fillTokens("{count} downloads", { count: 5 })).toBe("5 downloads");
  });
});
