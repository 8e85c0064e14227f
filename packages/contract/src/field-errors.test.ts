import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors.ts";

describe("fieldErrors", () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, "Name is too short")
      .regex(/^[A-Z]/, "Start with a capital"),
    groups: z.array(z.object({ title: z.string().min(1, "Title is required") })),
  });

  it("keeps the first message of each field, by its dotted path", () => {
    const result = schema.safeParse({ name: "a", groups: [{ title: "ok" }, { title: "" }] });
    expect(fieldErrors(result.error!.issues)).toEqual({
      name: "Name is too short",
      "groups.1.title": "Title is required",
    });
  });

  it("puts the fields under a prefix, and an issue about the whole value at _root", () => {
    const result = schema.safeParse({ name: "a", groups: [] });
    expect(fieldErrors(result.error!.issues, ["content"])).toEqual({
      "content.name": "Name is too short",
    });
    expect(fieldErrors(z.string().safeParse(1).error!.issues)).toEqual({
      _root: expect.any(String),
    });
  });
});
