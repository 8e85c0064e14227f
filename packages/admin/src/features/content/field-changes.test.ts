import { SINGLE_SECTIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { fieldChanges, wordChanges } from "./field-changes.ts";
import { formFieldsOf } from "./schema-fields.ts";

const services = formFieldsOf("services")!;

describe("fieldChanges", () => {
  it("says a changed title as was and now", () => {
    expect(fieldChanges(services, { title: "Old" }, { title: "New" })).toEqual([
      { kind: "changed", place: "Title", was: "Old", now: "New", long: false },
    ]);
  });

  it("says a setting turned off as On and Off, and a version saved before it existed as its default", () => {
    const site = formFieldsOf("site")!;
    const label = "Tell visitors when a translated page still shows English";
    expect(fieldChanges(site, {}, { englishNotice: false })).toEqual([
      { kind: "changed", place: label, was: "On", now: "Off", long: false },
    ]);
    expect(fieldChanges(site, {}, { englishNotice: true })).toEqual([]);
  });

  it("names list items added, removed and moved by label and position", () => {
    const before = {
      groups: [
        { title: "Products", standards: ["gots", "ocs"] },
        { title: "Social", standards: [] },
      ],
    };
    const after = {
      groups: [
        { title: "Social", standards: [] },
        { title: "Products", standards: ["ocs", "grs"] },
      ],
    };
    expect(fieldChanges(services, before, after)).toEqual([
      { kind: "moved", place: "Service groups" },
      { kind: "added", place: "Service groups, Products, Standards", item: "“grs” as standard 2" },
      {
        kind: "removed",
        place: "Service groups, Products, Standards",
        item: "“gots”, was standard 1",
      },
    ]);
  });

  it("finds nothing in two equal versions", () => {
    expect(fieldChanges(services, SINGLE_SECTIONS.services, SINGLE_SECTIONS.services)).toEqual([]);
  });
});

describe("wordChanges", () => {
  it("marks only the words that changed", () => {
    expect(wordChanges("We audit mills in Cambodia", "We audit factories in Cambodia")).toEqual([
      { kind: "same", text: "We" },
      { kind: "same", text: "audit" },
      { kind: "removed", text: "mills" },
      { kind: "added", text: "factories" },
      { kind: "same", text: "in" },
      { kind: "same", text: "Cambodia" },
    ]);
  });
});
