import type { ResourceItem } from "@app/contract";
import { describe, expect, it } from "vitest";
import { filterResources } from "./resource-filter.ts";

const item = (title: string, description: string, category: string): ResourceItem => ({
  title,
  description,
  category,
  type: "Guide",
  icon: "leaf",
  document: "guide.pdf",
});

const items = [
  item("GOTS Certification Guidelines", "Organic fibre rules", "Production Certification"),
  item("ISO 9001 Implementation Guide", "Quality management system", "Management Systems"),
  item("OSH Training Course Catalog", "Safety courses for GOTS sites", "Training"),
];

describe("filterResources", () => {
  it("matches title or description without regard to case, within the category", () => {
    expect(filterResources(items, "gots", undefined).map((i) => i.title)).toEqual([
      "GOTS Certification Guidelines",
      "OSH Training Course Catalog",
    ]);
    expect(filterResources(items, "GOTS", "Training").map((i) => i.title)).toEqual([
      "OSH Training Course Catalog",
    ]);
    expect(filterResources(items, "  ", "Management Systems")).toHaveLength(1);
  });

  it("finds nothing when text and category do not meet", () => {
    expect(filterResources(items, "quality", "Training")).toEqual([]);
  });
});
