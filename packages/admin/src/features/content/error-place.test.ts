import { SINGLE_SECTIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { errorLine, fieldPlace, flattenErrors } from "./error-place.ts";
import { describeSchema } from "./schema-fields.ts";

const services = SINGLE_SECTIONS.services!;
const fields = describeSchema(services.schema, {
  references: services.references,
  section: "services",
})!;
const values = {
  groups: [
    { title: "Products Certification", standards: ["gots"] },
    { title: "", standards: [] },
  ],
};

describe("fieldPlace", () => {
  it("names a list entry inside a titled group by labels and position", () => {
    expect(fieldPlace(fields, "groups.0.standards.18", values)).toBe(
      "Service groups, Products Certification, standard 19",
    );
  });

  it("names an untitled item by its kind and number", () => {
    expect(fieldPlace(fields, "groups.1.title", values)).toBe("Service groups, Group 2, Title");
  });

  it("names a path the form does not know in words, never as a code", () => {
    expect(fieldPlace(fields, "extra.0.someThing", {})).toBe("Extra, item 1, Some thing");
  });
});

describe("errorLine", () => {
  it("puts the place before the message, without repeating the field's label", () => {
    expect(errorLine(fields, "groups.1.title", "Title is required", values)).toBe(
      "Service groups, Group 2: Title is required",
    );
    expect(errorLine(fields, "groups.0.standards.0", "Choose a standard", values)).toBe(
      "Service groups, Products Certification, standard 1: Choose a standard",
    );
  });
});

describe("flattenErrors", () => {
  it("keeps every error of a nested error tree, list errors included", () => {
    const groups: unknown[] = [];
    groups[1] = {
      title: { type: "too_small", message: "Title is required" },
      standards: [{ type: "too_small", message: "Standard is required" }],
    };
    Object.assign(groups, { root: { type: "custom", message: "At most 8" } });
    expect(flattenErrors({ groups, title: { type: "x", message: "Title is required" } })).toEqual([
      { path: "groups.1.title", message: "Title is required" },
      { path: "groups.1.standards.0", message: "Standard is required" },
      { path: "groups", message: "At most 8" },
      { path: "title", message: "Title is required" },
    ]);
  });
});
