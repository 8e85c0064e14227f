import { describe, expect, it } from "vitest";
import { filterResources, RESOURCE_CATEGORIES, RESOURCES } from "./resources.ts";

describe("resources library data", () => {
  it("has the spec's six entries with their category, type, size and downloads", () => {
    expect(RESOURCES.map((r) => [r.title, r.category, r.type, r.size, r.downloads])).toEqual([
      ["GOTS Certification Guidelines", "Production Certification", "PDF Guide", "2.4 MB", 1243],
      ["ISO 9001 Implementation Guide", "Management Systems", "Guide", "856 KB", 987],
      ["SMETA Audit Preparation Toolkit", "Social Compliance", "Toolkit", "3.1 MB", 756],
      ["Higg Index Assessment Guide", "Verification Services", "Assessment Guide", "1.8 MB", 634],
      ["BCI Chain of Custody Manual", "Production Certification", "Manual", "2.7 MB", 523],
      ["OSH Training Course Catalog", "Training", "Catalog", "1.2 MB", 445],
    ]);
    expect(RESOURCE_CATEGORIES).toEqual([
      "All",
      "Production Certification",
      "Management Systems",
      "Social Compliance",
      "Verification Services",
      "Training",
    ]);
  });
});

describe("filterResources", () => {
  it("returns everything for an empty search and All", () => {
    expect(filterResources(RESOURCES, "", "All")).toHaveLength(6);
    expect(filterResources(RESOURCES, "   ", "All")).toHaveLength(6);
  });

  it("matches title or description, case-insensitively", () => {
    expect(filterResources(RESOURCES, "gots", "All").map((r) => r.title)).toEqual([
      "GOTS Certification Guidelines",
    ]);
    expect(filterResources(RESOURCES, "COTTON", "All").map((r) => r.title)).toEqual([
      "BCI Chain of Custody Manual",
    ]);
  });

  it("requires both the text and the category to match", () => {
    expect(filterResources(RESOURCES, "", "Production Certification")).toHaveLength(2);
    expect(filterResources(RESOURCES, "manual", "Production Certification")).toHaveLength(1);
    expect(filterResources(RESOURCES, "gots", "Training")).toEqual([]);
    expect(filterResources(RESOURCES, "no such thing", "All")).toEqual([]);
  });
});
