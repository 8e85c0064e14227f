import { describe, expect, it } from "vitest";
import { addIntentAddress, DOCUMENT_PLACES, IMAGE_PLACES, parseAddIntent } from "./add-intent.ts";

describe("add intent", () => {
  it("finds every place that takes a PDF from the sections' rules, by their names", () => {
    expect(DOCUMENT_PLACES.map((p) => [p.section, p.label, p.list, p.field])).toEqual([
      ["training", "Training block", "items", "document"],
      ["resources", "Resources library", "items", "document"],
    ]);
  });

  it("carries the intent in the editor's address and reads it back", () => {
    const address = addIntentAddress("resources", { kind: "document", file: "a guide.pdf" });
    expect(address).toBe("/resources/resources?add=document%3Aa+guide.pdf");
    const search = address.slice(address.indexOf("?"));
    expect(parseAddIntent(search)).toEqual({ kind: "document", file: "a guide.pdf" });
    expect(parseAddIntent("")).toBeUndefined();
    expect(parseAddIntent("?add=image:x.png")).toBeUndefined();
    expect(parseAddIntent("?add=document:")).toBeUndefined();
    expect(parseAddIntent("?add=video:x.mp4")).toBeUndefined();
  });

  it("finds every single section's picture field from its rules and slot, by its names", () => {
    expect(IMAGE_PLACES.map((p) => [p.section, p.label, p.field, p.slot])).toEqual([
      ["hero", "Hero — home page background", "image", "hero"],
      ["training", "Training block — section picture", "image", "feature"],
      ["about", "About — section picture", "image", "feature"],
      ["site", "Company details — logo", "logo", "logo"],
    ]);
  });

  it("carries a picture's field with it, and refuses a picture without one", () => {
    const address = addIntentAddress("about", { kind: "image", file: "team.jpg", field: "image" });
    expect(address).toBe("/pages/about?add=image%3Ateam.jpg&field=image");
    expect(parseAddIntent(address.slice(address.indexOf("?")))).toEqual({
      kind: "image",
      file: "team.jpg",
      field: "image",
    });
    expect(parseAddIntent("?add=image:team.jpg&field=")).toBeUndefined();
    expect(parseAddIntent("?add=image:&field=image")).toBeUndefined();
  });
});
