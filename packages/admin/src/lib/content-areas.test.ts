import { COLLECTION_SECTIONS, CONTENT_AREAS, SINGLE_SECTIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { areaOfSection, collectionOf, collectionsOfArea, isContentArea } from "./content-areas.ts";

describe("content areas", () => {
  it("files each section by its kind, and free-form ones under Settings", () => {
    expect(areaOfSection("hero")).toBe("pages");
    expect(areaOfSection("services")).toBe("services");
    expect(areaOfSection("certification:gots")).toBe("standards");
    expect(areaOfSection("pillar:capacity-building")).toBe("pillars");
    expect(areaOfSection("page:privacy")).toBe("pages");
    expect(areaOfSection("training")).toBe("resources");
    expect(areaOfSection("site")).toBe("settings");
    expect(areaOfSection("press-kit")).toBe("settings");
  });

  it("gives every registered section an area the navigation lists", () => {
    const all = [...Object.values(SINGLE_SECTIONS), ...Object.values(COLLECTION_SECTIONS)];
    for (const definition of all) expect(isContentArea(definition.area)).toBe(true);
    expect(CONTENT_AREAS.map((a) => a.id)).toContain("settings");
  });

  it("knows which collections an area lists, and which collection an entry is in", () => {
    expect(collectionsOfArea("standards")).toEqual(["certification"]);
    expect(collectionsOfArea("pages")).toEqual(["page"]);
    expect(collectionsOfArea("services")).toEqual([]);
    expect(collectionOf("pillar:x")).toBe("pillar");
    expect(collectionOf("hero")).toBeUndefined();
    expect(collectionOf("news:x")).toBeUndefined();
  });
});
