import { SINGLE_SECTIONS, translatableShape } from "@app/contract";
import { describe, expect, it } from "vitest";
import { describeSchema } from "../schema-fields.ts";
import {
  fromTranslationValues,
  toTranslationValues,
  translatedFields,
} from "./translation-values.ts";

const hero = SINGLE_SECTIONS.hero!;
const fields = translatedFields(
  describeSchema(hero.schema, { references: hero.references, section: "hero" })!,
  translatableShape(hero.schema),
);
const english = {
  title: "Certified",
  subtitle: "Audits",
  highlights: ["GOTS", "GRS"],
  image: "hero.svg",
  statistics: [
    { number: "15+", label: "Years", icon: "clock" },
    { number: "50", label: "Countries", icon: "globe" },
  ],
};

describe("translation form values", () => {
  it("shows only the words, in the English shape, with what the translation has", () => {
    expect(fields.map((f) => f.spec.key)).not.toContain("image");
    const values = toTranslationValues(fields, english, {
      title: "បានបញ្ជាក់",
      highlights: [null, "ជីអរអេស"],
      statistics: [{ label: "ឆ្នាំ" }],
    });
    expect(values).toMatchObject({
      title: "បានបញ្ជាក់",
      subtitle: "",
      highlights: ["", "ជីអរអេស"],
      statistics: [{ label: "ឆ្នាំ" }, { label: "" }],
    });
    expect(values.statistics).toEqual([{ label: "ឆ្នាំ" }, { label: "" }]);
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
