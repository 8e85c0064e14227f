import { SINGLE_SECTIONS, translatableShape } from "@app/contract";
import { describe, expect, it } from "vitest";
import { describeSchema } from "../schema-fields.ts";
import {
  fromTranslationValues,
  toTranslationValues,
  translatedFields,
} from "./translation-values.ts";

const site = SINGLE_SECTIONS.site!;
const fields = translatedFields(
  describeSchema(site.schema, { references: site.references, section: "site" })!,
  translatableShape(site.schema),
);
const english = {
  brandName: "Certified",
  tagline: "Audits",
  footerStandards: ["GOTS", "GRS"],
  logo: "logo.svg",
  figures: [
    { number: "15+", label: "Years", icon: "clock" },
    { number: "50", label: "Countries", icon: "globe" },
  ],
};

describe("translation form values", () => {
  it("shows only the words, in the English shape, with what the translation has", () => {
    expect(fields.map((f) => f.spec.key)).not.toContain("logo");
    const values = toTranslationValues(fields, english, {
      brandName: "បានបញ្ជាក់",
      footerStandards: [null, "ជីអរអេស"],
      figures: [{ label: "ឆ្នាំ" }],
    });
    expect(values).toMatchObject({
      brandName: "បានបញ្ជាក់",
      tagline: "",
      footerStandards: ["", "ជីអរអេស"],
      figures: [{ label: "ឆ្នាំ" }, { label: "" }],
    });
    expect(values.figures).toEqual([{ label: "ឆ្នាំ" }, { label: "" }]);
  });

  it("saves only the words given: items not translated are null, nothing empty is kept", () => {
    expect(
      fromTranslationValues({
        title: "  ",
        subtitle: "សវនកម្ម",
        highlights: ["", "ជីអរអេស", ""],
        statistics: [{ label: "" }, { label: "" }],
      }),
    ).toEqual({ subtitle: "សវនកម្ម", highlights: [null, "ជីអរអេស"] });
    expect(fromTranslationValues({ title: "" })).toEqual({});
  });
});
