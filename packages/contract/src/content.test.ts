import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentSaveSchema, SectionNameSchema } from "./content.ts";
import {
  COLLECTION_SECTIONS,
  type CollectionName,
  ENTRY_NAME_FIELDS,
  HeroContentSchema,
  heroDefaults,
  isUnknownCollection,
  newEntryContent,
  PillarPageContentSchema,
  ResourcesContentSchema,
  ServiceGroupSchema,
  SINGLE_SECTIONS,
  SiteContentSchema,
  sectionDefinition,
  sectionPages,
  sectionReferences,
} from "./sections/index.ts";

const spec = { sectionName: "Section name is required" };
const contentObject = "Content must be a JSON object";

const messagesOf = (input: unknown) => {
  const result = ContentSaveSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("ContentSaveSchema", () => {
  it("accepts a section name with any JSON object as content", () => {
    expect(
      ContentSaveSchema.parse({ section: " hero ", content: { a: [1, { b: null }] }, version: 2 }),
    ).toEqual({ section: "hero", content: { a: [1, { b: null }] }, version: 2 });
    expect(ContentSaveSchema.parse({ section: "new-one", content: {} }).version).toBeUndefined();
  });

  // First, because that is the one a form and the API show for the field.
  it.each(["", "   ", undefined, 7])(
    "answers section %j with the spec's message first",
    (section) => {
      const messages = messagesOf({ section, content: {} });
      expect(Object.keys(messages)).toEqual(["section"]);
      expect(messages.section?.[0]).toBe(spec.sectionName);
    },
  );

  it.each([[[]], [null], ["{}"], [3], [undefined]])("refuses content %j", (content) => {
    expect(messagesOf({ section: "hero", content })).toEqual({ content: [contentObject] });
  });

  it.each(["has space", "semi;colon", "../up", "-leading"])(
    "refuses section name %j",
    (section) => {
      expect(SectionNameSchema.safeParse(section).success).toBe(false);
    },
  );

  it.each([0, -1, 1.5, "2"])("refuses version %j", (version) => {
    expect(messagesOf({ section: "hero", content: {}, version })).toHaveProperty("version");
  });
});

describe("section names", () => {
  it.each([
    "hero",
    "about-page",
    "notes_2",
    "certification:gots",
    "pillar:capacity-building",
    "page:privacy",
  ])("accepts %j", (section) => {
    expect(SectionNameSchema.safeParse(section).success).toBe(true);
  });

  it.each([
    "certification:GOTS",
    "certification:two--dashes",
    "pillar:-x",
    "a:b:c",
    "certification:",
    ":gots",
  ])("refuses %j", (section) => {
    expect(SectionNameSchema.safeParse(section).success).toBe(false);
  });
});

describe("the section registry", () => {
  it("knows its own sections and collections, not inherited property names", () => {
    expect(sectionDefinition("hero")?.label).toBe("Hero");
    expect(sectionDefinition("certification:anything")?.label).toBe("Standard");
    expect(sectionDefinition("press")).toBeUndefined();
    expect(sectionDefinition("constructor")).toBeUndefined();
    expect(sectionDefinition("__proto__")).toBeUndefined();
    expect(sectionDefinition("toString:x")).toBeUndefined();
    expect(isUnknownCollection("widget:x")).toBe(true);
    expect(isUnknownCollection("pillar:x")).toBe(false);
  });

  it("marks what the layout needs as required, entries as deletable", () => {
    for (const name of Object.keys(SINGLE_SECTIONS))
      expect(sectionDefinition(name)!.required).toBe(true);
    expect(sectionDefinition("page:privacy")!.required).toBe(true);
    expect(sectionDefinition("page:about-cookies")!.required).toBe(false);
    expect(sectionDefinition("certification:gots")!.required).toBe(false);
  });

  it("starts every kind of entry from its name alone, which its schema refuses until written", () => {
    for (const collection of Object.keys(ENTRY_NAME_FIELDS) as CollectionName[]) {
      const field = ENTRY_NAME_FIELDS[collection].key;
      const content = newEntryContent(collection, "  Organic Content Standard ");
      expect(content).toEqual({ [field]: "Organic Content Standard" });
      const issues = COLLECTION_SECTIONS[collection].schema.safeParse(content).error?.issues ?? [];
      expect(issues.length, collection).toBeGreaterThan(0);
      expect(issues.map((issue) => issue.path[0])).not.toContain(field);
    }
  });

  it("points at the hero field that is wrong", () => {
    const result = HeroContentSchema.safeParse({
      ...heroDefaults,
      title: " ",
      highlights: ["Fine", ""],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Title is required"],
      ["highlights.1", "Highlight is required"],
    ]);
  });

  it("finds what a section links to, with the paths, and the pages it feeds", () => {
    const services = {
      groups: [
        { image: "a.svg", standards: ["gots", "ocs"] },
        { image: "b.svg", standards: ["gots"] },
      ],
    };
    expect(sectionReferences("services", services)).toEqual([
      { target: "certification:gots", path: ["groups", 0, "standards", 0] },
      { target: "certification:ocs", path: ["groups", 0, "standards", 1] },
      { target: "certification:gots", path: ["groups", 1, "standards", 0] },
      { target: "image:a.svg", path: ["groups", 0, "image"] },
      { target: "image:b.svg", path: ["groups", 1, "image"] },
    ]);
    expect(sectionReferences("notes", services)).toEqual([]);
    expect(sectionPages("certification:gots")).toEqual(["/certifications/gots"]);
    expect(sectionPages("about")).toEqual(["/", "/about"]);
  });

  it("refuses a resource whose category is not one of the categories", () => {
    const result = ResourcesContentSchema.safeParse({
      eyebrow: "R",
      title: "R",
      lead: "R",
      allCategories: "All",
      categories: ["Training"],
      downloadText: "Download",
      items: [
        {
          title: "T",
          description: "D",
          category: "Gardening",
          type: "Guide",
          icon: "leaf",
          document: "x.pdf",
        },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["items.0.category", '"Gardening" is not one of the categories'],
    ]);
  });
});

describe("references", () => {
  it("refuse padded slugs and filenames, which would be stored and never found", () => {
    expect(SiteContentSchema.shape.logo.safeParse("logo.svg").success).toBe(true);
    expect(SiteContentSchema.shape.logo.safeParse(" logo.svg ").success).toBe(false);
    const standards = ServiceGroupSchema.shape.standards;
    expect(standards.safeParse(["gots"]).success).toBe(true);
    expect(standards.safeParse([" gots"]).success).toBe(false);
  });

  it("lists a standard once per group, naming the second place it appears", () => {
    const issues = ServiceGroupSchema.shape.standards.safeParse(["gots", "ocs", "gots"]).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
      [[2], "Already listed in this group: remove one of the two"],
    ]);
  });

  it("lists a pillar once in the order", () => {
    const order = PillarPageContentSchema.shape.order;
    expect(order.safeParse(["a", "b"]).success).toBe(true);
    expect(order.safeParse(["a", "b", "a"]).error?.issues).toMatchObject([
      { path: [2], message: "Already in the order: remove one of the two" },
    ]);
  });
});

describe("site links", () => {
  it("accept http(s) addresses and '#', never script or data URLs", () => {
    const website = SiteContentSchema.shape.website;
    expect(website.safeParse("https://company.example").success).toBe(true);
    expect(website.safeParse("#").success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
    ]) {
      expect(website.safeParse(bad).success, bad).toBe(false);
    }
  });
});
