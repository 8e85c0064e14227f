import { describe, expect, it } from "vitest";
import { entryOptions } from "./reference-options.ts";

const standard = (slug: string, shortName: string, fullName: string) => ({
  section: `certification:${slug}`,
  title: `${shortName}: ${fullName}`,
  shortName,
});

describe("the standards a picker offers", () => {
  it("reads each by its names, never its address, sorted, and speaks its short name", () => {
    const options = entryOptions(
      [
        standard("lwg", "LWG", "Leather Working Group"),
        standard("gots", "GOTS", "Global Organic Textile Standard"),
        { section: "certification:gots@km", title: "GOTS (Khmer)", shortName: "GOTS" },
        { section: "pillar:quality", title: "Quality", shortName: "Quality" },
      ],
      "certification:",
    );
    expect(options).toEqual([
      { value: "gots", label: "GOTS: Global Organic Textile Standard", name: "GOTS" },
      { value: "lwg", label: "LWG: Leather Working Group", name: "LWG" },
    ]);
  });

  it("adds the address only where two read the same", () => {
    const options = entryOptions(
      [
        standard("rcs", "RCS", "Recycled Claim Standard"),
        standard("rcs-2", "RCS", "Recycled Claim Standard"),
      ],
      "certification:",
    );
    expect(options.map((option) => option.label).sort()).toEqual([
      "RCS: Recycled Claim Standard (address: rcs)",
      "RCS: Recycled Claim Standard (address: rcs-2)",
    ]);
  });
});
