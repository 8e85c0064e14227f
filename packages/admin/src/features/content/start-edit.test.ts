import { COLLECTION_SECTIONS, newEntryContent } from "@app/contract";
import { describe, expect, it } from "vitest";
import { newEntryDraft } from "./start-edit.ts";

describe("a new entry's draft", () => {
  it("holds every field of the form, so the preview asks only for what is missing", () => {
    const content = newEntryContent("certification", "Fairtrade Textile Standard");
    const draft = newEntryDraft("certification:fairtrade-textile-standard", content);
    const values = JSON.parse(draft.text);
    expect(values).toMatchObject({ fullName: "Fairtrade Textile Standard", keyFeatures: [] });
    const issues = COLLECTION_SECTIONS.certification.schema.safeParse(values).error?.issues ?? [];
    const messages = issues.map((issue) => issue.message);
    expect(messages).toContain("Short name is required");
    expect(messages.filter((message) => message.includes("must be a list"))).toEqual([]);
  });
});
