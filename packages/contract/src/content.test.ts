import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ContentSaveSchema,
  HeroContentSchema,
  isKnownSection,
  knownSections,
  SectionNameSchema,
} from "./content.ts";

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

describe("known sections", () => {
  it.each(Object.entries(knownSections))(
    "seeds %s with defaults its schema accepts",
    (_, known) => {
      expect(known.schema.safeParse(known.defaults).success).toBe(true);
    },
  );

  it("knows only its own sections, not inherited property names", () => {
    expect(isKnownSection("hero")).toBe(true);
    expect(isKnownSection("press")).toBe(false);
    expect(isKnownSection("constructor")).toBe(false);
    expect(isKnownSection("__proto__")).toBe(false);
  });

  it("points at the hero field that is wrong", () => {
    const result = HeroContentSchema.safeParse({
      ...knownSections.hero.defaults,
      title: " ",
      highlights: ["Fine", ""],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Title is required"],
      ["highlights.1", "Highlight is required"],
    ]);
  });
});

describe("site links", () => {
  it("accept http(s) addresses and '#', never script or data URLs", async () => {
    const { SiteContentSchema, siteDefaults } = await import("./content.ts");
    const withWebsite = (website: string) =>
      SiteContentSchema.safeParse({ ...siteDefaults, website });
    expect(withWebsite("https://company.example").success).toBe(true);
    expect(withWebsite("#").success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
    ]) {
      expect(withWebsite(bad).success, bad).toBe(false);
    }
  });
});
