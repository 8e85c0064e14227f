import { CertificationContentSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { describeSchema, formFieldsOf, mergeFormValues, toFormValues } from "../schema-fields.ts";
import { seoFormValues, seoGroupOf, withSavableSeo } from "./seo-form-values.ts";

describe("seoGroupOf", () => {
  it("finds the seo group of the sections that make a page, in English and translated", () => {
    for (const section of [
      "hero",
      "about-page",
      "certification:gots",
      "pillar:a",
      "page:privacy",
    ]) {
      const group = seoGroupOf(section, formFieldsOf(section)!);
      expect(group?.label, section).toBe("Search and sharing");
      expect(group?.fields.map((field) => field.key)).toEqual([
        "title",
        "description",
        "image",
        "noindex",
      ]);
      expect(seoGroupOf(`${section}@km`, formFieldsOf(section)!)).toEqual(group);
    }
  });

  it("leaves other sections and a form without the group alone", () => {
    expect(seoGroupOf("site", formFieldsOf("site")!)).toBeUndefined();
    expect(seoGroupOf(undefined, formFieldsOf("hero")!)).toBeUndefined();
    expect(seoGroupOf("hero", [])).toBeUndefined();
  });

  it("gives the picture its picker and the labels the schema names", () => {
    const group = seoGroupOf("certification:gots", formFieldsOf("certification:gots")!)!;
    const byKey = Object.fromEntries(group.fields.map((field) => [field.key, field]));
    expect(byKey.title).toMatchObject({ kind: "text", label: "Title in search results" });
    expect(byKey.description).toMatchObject({
      kind: "text",
      label: "Description in search results",
    });
    expect(byKey.image).toMatchObject({ kind: "reference", target: "image" });
    expect(byKey.noindex).toMatchObject({
      kind: "yesNo",
      label: "Hide this page from search engines",
      whenMissing: false,
    });
  });
});

describe("withSavableSeo", () => {
  it("drops no picture and not hidden, and keeps emptied words as empty texts", () => {
    expect(
      withSavableSeo({
        name: "GOTS",
        seo: { title: "", description: "", image: "", noindex: false },
      }),
    ).toEqual({ name: "GOTS", seo: { title: "", description: "" } });
    expect(withSavableSeo({ seo: { image: undefined, noindex: true } })).toEqual({
      seo: { noindex: true },
    });
    expect(withSavableSeo({ seo: { title: "Organic", image: "a.jpg" } })).toEqual({
      seo: { title: "Organic", image: "a.jpg" },
    });
  });

  it("drops a group left with nothing, and leaves content without seo as it is", () => {
    expect(withSavableSeo({ name: "GOTS", seo: { image: "", noindex: false } })).toEqual({
      name: "GOTS",
    });
    const content = { name: "GOTS" };
    expect(withSavableSeo(content)).toBe(content);
  });
});

describe("the form of a standard with its seo", () => {
  const fields = describeSchema(CertificationContentSchema)!;
  const saved = {
    name: "GOTS",
    fullName: "Global Organic Textile Standard",
    description: "Organic textiles.",
    overview: "Overview",
    whoNeedsTitle: "Who",
    whoNeeds: [],
    benefitsTitle: "Benefits",
    benefits: [],
    processTitle: "Steps",
    process: [],
    ctaTitle: "Call",
  };

  it("starts with no picture, which the schema takes, and saves nothing the server refuses", () => {
    const values = seoFormValues(toFormValues(fields, saved));
    expect(values.seo).toEqual({ title: "", description: "", image: undefined, noindex: false });
    expect(CertificationContentSchema.safeParse(values).success).toBe(true);
    // An empty picture name is what the server would refuse.
    expect(CertificationContentSchema.safeParse({ ...values, seo: { image: "" } }).success).toBe(
      false,
    );
    const content = withSavableSeo(mergeFormValues(fields, saved, values));
    expect(content.seo).toEqual({ title: "", description: "" });
    expect(CertificationContentSchema.safeParse(content).success).toBe(true);
  });

  it("keeps what is set, and drops a field emptied since", () => {
    const base = { ...saved, seo: { title: "Old", description: "Kept", image: "share.jpg" } };
    const values = seoFormValues(toFormValues(fields, base));
    expect(values.seo).toMatchObject({ image: "share.jpg" });
    const edited = { ...values, seo: { ...(values.seo as object), title: "" } };
    const content = withSavableSeo(mergeFormValues(fields, base, edited));
    expect(content.seo).toEqual({ title: "", description: "Kept", image: "share.jpg" });
    expect(CertificationContentSchema.safeParse(content).success).toBe(true);
  });
});
