import { describe, expect, it } from "vitest";
import { addIntentAddress, DOCUMENT_PLACES, parseAddIntent } from "./add-intent.ts";

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
  });
});
