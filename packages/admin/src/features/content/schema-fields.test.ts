import {
  COLLECTION_SECTIONS,
  newEntryContent,
  type SectionDefinition,
  SINGLE_SECTIONS,
  translationSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  blankItem,
  describeSchema,
  type FieldSpec,
  humanize,
  itemTitle,
  mergeFormValues,
  toFormValues,
} from "./schema-fields.ts";

const formOf = (name: string, definition: SectionDefinition) =>
  describeSchema(definition.schema, { references: definition.references, section: name });

const find = (fields: readonly FieldSpec[] | undefined, path: string): FieldSpec | undefined => {
  const [head, ...rest] = path.split(".");
  const field = fields?.find((f) => f.key === head);
  if (rest.length === 0 || !field) return field;
  return field.kind === "group" || field.kind === "objectList"
    ? find(field.fields, rest.join("."))
    : undefined;
};

describe("describeSchema", () => {
  it("makes a form for every section the registry knows, superRefined ones included", () => {
    const all = { ...SINGLE_SECTIONS, ...COLLECTION_SECTIONS };
    for (const [name, definition] of Object.entries(all)) {
      expect(formOf(name, definition), name).toBeDefined();
    }
  });

  it("makes the hero form: labelled texts, a long description box, highlights, an image and a number", () => {
    const fields = formOf("hero", SINGLE_SECTIONS.hero!)!;
    expect(fields.slice(0, 5).map((f) => [f.key, f.kind, f.label])).toEqual([
      ["title", "text", "Title"],
      ["subtitle", "text", "Subtitle"],
      ["description", "text", "Description"],
      ["highlights", "list", "Highlights"],
      ["ctaText", "text", "Button text"],
    ]);
    expect(find(fields, "description")).toMatchObject({ multiline: true, maxLength: 2000 });
    expect(find(fields, "title")).toMatchObject({ multiline: false, maxLength: 200 });
    expect(find(fields, "highlights")).toMatchObject({ maxItems: 8, itemLabel: "Highlight" });
    expect(find(fields, "image")).toMatchObject({ kind: "reference", target: "image" });
    expect(find(fields, "overlay")).toMatchObject({ label: "Picture darkening (%)" });
  });

  it("makes the company figures a list of cards with a choice of icon", () => {
    const fields = formOf("site", SINGLE_SECTIONS.site!)!;
    expect(find(fields, "figures")).toMatchObject({
      kind: "objectList",
      label: "Company figures",
      itemLabel: "Figure",
      maxItems: 8,
    });
    expect(find(fields, "figures.icon")).toMatchObject({ kind: "choice", path: "icon" });
    expect(find(fields, "figures.icon")).toHaveProperty(
      "options",
      expect.arrayContaining(["award"]),
    );
  });

  it("makes the company form with a phone list, an e-mail, web addresses and a social group", () => {
    const fields = formOf("site", SINGLE_SECTIONS.site!)!;
    expect(find(fields, "phones")).toMatchObject({
      kind: "list",
      minItems: 1,
      maxItems: 4,
      distinct: false,
    });
    expect(find(fields, "email")).toMatchObject({ kind: "text", format: "email" });
    expect(find(fields, "website")).toMatchObject({ kind: "text", format: "url" });
    expect(find(fields, "logo")).toMatchObject({
      kind: "reference",
      target: "image",
      label: "Logo",
    });
    expect(find(fields, "social.tiktok")).toMatchObject({ path: "social.tiktok", label: "TikTok" });
  });

  it("gives the service groups pickers for their standards and images", () => {
    const fields = formOf("services", SINGLE_SECTIONS.services!)!;
    expect(find(fields, "groups")).toMatchObject({ kind: "objectList", itemLabel: "Group" });
    expect(find(fields, "groups.standards")).toMatchObject({
      kind: "list",
      target: "certification",
      itemLabel: "Standard",
      distinct: true,
    });
    expect(find(fields, "groups.image")).toMatchObject({ kind: "reference", target: "image" });
    expect(find(fields, "groups.anchor")).toMatchObject({
      kind: "text",
      label: "Page address",
      help: expect.stringContaining("/services/"),
    });
    expect(find(fields, "countText")).toMatchObject({
      label: "Number of standards line",
      help: expect.stringContaining("Write {count} where the number goes"),
    });
  });

  it("reads PDFs, numbers, pillars and per-section item names", () => {
    const training = formOf("training", SINGLE_SECTIONS.training!)!;
    expect(find(training, "pillar")).toMatchObject({ kind: "reference", target: "pillar" });
    expect(find(training, "items")).toMatchObject({ itemLabel: "Course" });
    expect(find(training, "items.document")).toMatchObject({ target: "document" });
    const resources = formOf("resources", SINGLE_SECTIONS.resources!)!;
    expect(find(resources, "items")).toMatchObject({ itemLabel: "Resource" });
    const pillarPage = formOf("pillar-page", SINGLE_SECTIONS["pillar-page"]!)!;
    expect(find(pillarPage, "order")).toMatchObject({
      kind: "list",
      target: "pillar",
      distinct: true,
    });
    const pillar = formOf("pillar:x", COLLECTION_SECTIONS.pillar)!;
    expect(find(pillar, "seo.image")).toMatchObject({ kind: "reference", target: "image" });
    expect(find(pillar, "sections.bullets")).toMatchObject({
      kind: "list",
      path: "bullets",
      multiline: false,
    });
    const textPage = formOf("page:privacy", COLLECTION_SECTIONS.page)!;
    expect(find(textPage, "blocks.paragraphs")).toMatchObject({ kind: "list", multiline: true });
  });

  it("makes an on/off setting a yes/no field, on or off when content saved before it lacks it", () => {
    expect(describeSchema(z.object({ notice: z.boolean().default(true) }))).toEqual([
      { key: "notice", path: "notice", label: "Notice", kind: "yesNo", whenMissing: true },
    ]);
    const [plain] = describeSchema(z.object({ flag: z.boolean() }))!;
    expect(plain).toMatchObject({ kind: "yesNo", whenMissing: false });
    expect(toFormValues([plain!], {})).toEqual({ flag: false });
    expect(toFormValues(describeSchema(z.object({ n: z.boolean().default(true) }))!, {})).toEqual({
      n: true,
    });
    expect(toFormValues([plain!], { flag: true })).toEqual({ flag: true });
  });

  it("gives up on kinds it cannot edit, so the section stays JSON-only", () => {
    expect(describeSchema(z.object({ when: z.date() }))).toBeUndefined();
    expect(describeSchema(z.object({ list: z.array(z.array(z.string())) }))).toBeUndefined();
    expect(describeSchema(z.string())).toBeUndefined();
  });
});

describe("form values", () => {
  const site = formOf("site", SINGLE_SECTIONS.site!)!;

  it("fills every field, whatever the content lacks", () => {
    const values = toFormValues(site, { brandName: "X", phones: "not a list", social: null });
    expect(values).toMatchObject({
      brandName: "X",
      shortName: "",
      phones: [],
      social: { facebook: "" },
    });
  });

  it("keeps properties the form does not show when merging, also inside list items", () => {
    const base = {
      brandName: "Old",
      extra: { keep: true },
      social: { facebook: "#", mastodon: "x" },
    };
    const values = toFormValues(site, base);
    values.brandName = "New";
    expect(mergeFormValues(site, base, values)).toMatchObject({
      brandName: "New",
      extra: { keep: true },
      social: { facebook: "#", mastodon: "x" },
    });

    const siteValues = toFormValues(site, {
      figures: [{ number: "5", label: "Stars", icon: "star", note: "kept" }],
    });
    const figures = siteValues.figures as Record<string, unknown>[];
    expect(figures[0]).toEqual({ number: "5", label: "Stars", icon: "star", note: "kept" });
  });

  it("leaves a missing number empty instead of inventing one", () => {
    const hero = formOf("hero", SINGLE_SECTIONS.hero!)!;
    expect(blankItem(hero)).toMatchObject({ title: "", overlay: undefined });
  });

  it("starts a new entry's form with its name and every other field empty", () => {
    const fields = formOf("certification:x", COLLECTION_SECTIONS.certification)!;
    const values = toFormValues(fields, newEntryContent("certification", " Organic Content "));
    expect(values).toMatchObject({ fullName: "Organic Content", name: "", description: "" });
    expect(values.keyFeatures).toEqual([]);
    const checked = COLLECTION_SECTIONS.certification.schema.safeParse(values);
    expect(checked.error?.issues.map((issue) => issue.message)).toContain("Short name is required");
  });

  it("offers a resource's category from the section's own categories", () => {
    const resources = formOf("resources", SINGLE_SECTIONS.resources!)!;
    expect(find(resources, "items.category")).toMatchObject({
      kind: "choice",
      label: "Category",
      choicesFrom: "categories",
    });
    expect(find(resources, "categories")).toMatchObject({ kind: "list", itemLabel: "Category" });
    // A category is the same in every language: the translation's form leaves it out.
    const translated = describeSchema(translationSchema(SINGLE_SECTIONS.resources!.schema));
    expect(find(translated, "items.category")).toBeUndefined();
  });

  it("keeps icons a fixed choice with no list to follow", () => {
    const site = formOf("site", SINGLE_SECTIONS.site!)!;
    const icon = find(site, "figures.icon");
    expect(icon).toMatchObject({ kind: "choice" });
    expect(icon && "choicesFrom" in icon).toBe(false);
  });

  it("names list items by their title, heading or first text", () => {
    const site = formOf("site", SINGLE_SECTIONS.site!)!;
    const figures = find(site, "figures") as Extract<FieldSpec, { kind: "objectList" }>;
    expect(itemTitle(figures.fields, { number: "50+", label: "Countries" })).toBe("50+ Countries");
    expect(itemTitle([], { heading: "Scope" })).toBe("Scope");
    expect(itemTitle([], null)).toBe("");
  });

  it("humanizes property names", () => {
    expect(humanize("brandName")).toBe("Brand name");
    expect(humanize("cta_text")).toBe("Cta text");
  });
});
