import { describe, expect, it } from "vitest";
import { contentTexts, searchContent } from "./content-search.ts";

const rows = [
  { section: "hero", content: { title: "Your One-Stop Solution", highlights: ["GOTS audits"] } },
  {
    section: "certification:gots",
    content: {
      name: "GOTS",
      fullName: "Global Organic Textile Standard",
      covers: ["Organic fibres"],
    },
  },
  {
    section: "certification:ocs",
    content: {
      name: "OCS",
      fullName: "Organic Content Standard",
      description: "Tracks organic cotton from farm to product.",
    },
  },
  { section: "press-kit", content: { contact: "Café Press, Phnom Penh" } },
];

describe("searchContent", () => {
  it("finds by name and title first, then by any text of the content", () => {
    const hits = searchContent(rows, "gots");
    expect(hits.map((h) => h.row.section)).toEqual(["certification:gots", "hero"]);
    expect(hits[0]).toMatchObject({
      title: "GOTS: Global Organic Textile Standard",
      kind: "Standard",
    });
    expect(hits[0]!.snippet).toBeUndefined();
    expect(hits[1]!.snippet).toBe("GOTS audits");
  });

  it("needs every word, anywhere, ignoring case and accents", () => {
    expect(searchContent(rows, "organic COTTON").map((h) => h.row.section)).toEqual([
      "certification:ocs",
    ]);
    expect(searchContent(rows, "cafe").map((h) => h.row.section)).toEqual(["press-kit"]);
    expect(searchContent(rows, "cafe")[0]).toMatchObject({
      kind: "Custom JSON",
      title: "press-kit",
    });
    expect(searchContent(rows, "standard")).toHaveLength(2);
    expect(searchContent(rows, "   ")).toEqual([]);
    expect(searchContent(rows, "nowhere")).toEqual([]);
  });

  it("shows where a word stands in a long text", () => {
    const long = {
      section: "about",
      content: { story: `${"a ".repeat(60)}needle${" b".repeat(60)}` },
    };
    const [hit] = searchContent([long], "needle");
    expect(hit!.snippet).toMatch(/^….*needle.*…$/);
    expect(hit!.snippet!.length).toBeLessThan(100);
  });

  it("reads every text and number of a document", () => {
    expect(contentTexts({ a: "x", b: [1, { c: "y" }], d: null, e: true })).toEqual(["x", "1", "y"]);
  });
});
