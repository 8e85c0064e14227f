import { SINGLE_SECTIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { describeSchema } from "../schema-fields.ts";
import { followingChoices, rememberNames, renamedEntry } from "./follow-renamed-choices.ts";

describe("choices that follow a list", () => {
  it("finds a resource's category, inside the list of resources", () => {
    const fields = describeSchema(SINGLE_SECTIONS.resources!.schema)!;
    expect(followingChoices(fields)).toEqual([
      { source: "categories", target: "items.*.category" },
    ]);
    expect(followingChoices(describeSchema(SINGLE_SECTIONS.site!.schema)!)).toEqual([]);
  });

  it("sees one entry renamed, and nothing when the list grew, shrank or was reordered", () => {
    expect(renamedEntry(["Guides", "Forms"], ["Handbooks", "Forms"])).toEqual({
      from: "Guides",
      to: "Handbooks",
    });
    expect(renamedEntry(["Guides", "Forms"], ["Guides", "Forms", ""])).toBeUndefined();
    expect(renamedEntry(["Guides", "Forms"], ["Forms"])).toBeUndefined();
    expect(renamedEntry(["Guides", "Forms"], ["Forms", "Guides"])).toBeUndefined();
    expect(renamedEntry(["Guides", ""], ["Guides", "New"])).toBeUndefined();
  });

  it("follows an entry cleared and typed again, key by key", () => {
    let remembered = ["Guides", "Forms"];
    const typed = [
      ["Guide", "Forms"],
      ["", "Forms"],
      ["H", "Forms"],
      ["Handbooks", "Forms"],
    ];
    const renames = typed.map((next) => {
      const renamed = renamedEntry(remembered, next);
      remembered = rememberNames(remembered, next);
      return renamed?.to;
    });
    expect(renames).toEqual(["Guide", undefined, "H", "Handbooks"]);
  });
});
