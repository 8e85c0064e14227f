import { knownSections } from "@app/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeSchema, humanize, mergeFormValues, toFormValues } from "./schema-fields.ts";

describe("describeSchema", () => {
  it("makes the hero form: text fields, a long description box and a highlights list", () => {
    const fields = describeSchema(knownSections.hero.schema)!;
    expect(fields.map((f) => [f.key, f.kind, f.label])).toEqual([
      ["title", "text", "Title"],
      ["subtitle", "text", "Subtitle"],
      ["description", "text", "Description"],
      ["highlights", "list", "Highlights"],
      ["ctaText", "text", "Button text"],
    ]);
    expect(fields.find((f) => f.key === "description")).toMatchObject({
      multiline: true,
      maxLength: 2000,
    });
    expect(fields.find((f) => f.key === "title")).toMatchObject({
      multiline: false,
      maxLength: 200,
    });
    expect(fields.find((f) => f.key === "highlights")).toMatchObject({
      maxItems: 8,
      itemLabel: "Highlight",
    });
  });

  it("makes the company form with a phone list, an e-mail, web addresses and a social group", () => {
    const fields = describeSchema(knownSections.site.schema)!;
    expect(fields.find((f) => f.key === "phones")).toMatchObject({
      kind: "list",
      minItems: 1,
      maxItems: 4,
    });
    expect(fields.find((f) => f.key === "email")).toMatchObject({ kind: "text", format: "email" });
    expect(fields.find((f) => f.key === "website")).toMatchObject({ kind: "text", format: "url" });
    const social = fields.find((f) => f.key === "social");
    expect(social?.kind).toBe("group");
    if (social?.kind === "group") {
      expect(social.fields.map((f) => [f.path, f.label])).toContainEqual([
        "social.tiktok",
        "TikTok",
      ]);
    }
  });

  it("gives up on kinds it cannot edit, so the section stays JSON-only", () => {
    expect(describeSchema(z.object({ count: z.number() }))).toBeUndefined();
    expect(
      describeSchema(z.object({ list: z.array(z.object({ a: z.string() })) })),
    ).toBeUndefined();
  });
});

describe("form values", () => {
  const fields = describeSchema(knownSections.site.schema)!;

  it("fills every field, whatever the content lacks", () => {
    const values = toFormValues(fields, { brandName: "X", phones: "not a list", social: null });
    expect(values).toMatchObject({
      brandName: "X",
      shortName: "",
      phones: [],
      social: { facebook: "" },
    });
  });

  it("keeps properties the form does not show when merging", () => {
    const base = {
      brandName: "Old",
      extra: { keep: true },
      social: { facebook: "#", mastodon: "x" },
    };
    const values = toFormValues(fields, base);
    values.brandName = "New";
    expect(mergeFormValues(fields, base, values)).toMatchObject({
      brandName: "New",
      extra: { keep: true },
      social: { facebook: "#", mastodon: "x" },
    });
  });

  it("humanizes property names", () => {
    expect(humanize("brandName")).toBe("Brand name");
    expect(humanize("cta_text")).toBe("Cta text");
  });
});
