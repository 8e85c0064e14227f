import { describe, expect, it } from "vitest";
import { z } from "zod";
import { upgradeContent } from "./upgrade-content.ts";

const schema = z.object({
  title: z.string().min(1),
  items: z.array(z.string()).max(2),
  button: z.string().min(1),
});
const seed = { title: "Seed title", items: ["a"], button: "Go" };

describe("upgradeContent", () => {
  it("keeps the stored values the schema accepts and fills the fields it gained", () => {
    expect(upgradeContent(schema, seed, { title: "Admin title" })).toEqual({
      title: "Admin title",
      items: ["a"],
      button: "Go",
    });
  });

  it("takes the seed's value where the stored one is no longer valid", () => {
    const stored = { title: "Admin title", items: ["x", "y", "z"], button: "" };
    expect(upgradeContent(schema, seed, stored)).toEqual({
      title: "Admin title",
      items: ["a"],
      button: "Go",
    });
  });

  it("keeps stored keys the schema does not know", () => {
    const upgraded = upgradeContent(schema, seed, { note: "kept", title: "T" });
    expect(upgraded).toEqual({ title: "T", items: ["a"], button: "Go", note: "kept" });
    expect(schema.safeParse(upgraded).success).toBe(true);
  });
});
