import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  type ContentSectionRow,
  contentKeys,
  type SectionSummaryRow,
  summaryAfterSave,
} from "./content-queries.ts";

const textPage = { title: "Privacy", lead: "How we keep data", description: "Privacy", blocks: [] };

const saved = (section: string, content: ContentSectionRow["content"], version = 2) =>
  ({
    id: 1,
    section,
    content,
    version,
    updatedAt: "2026-11-02T00:00:00.000Z",
    publishedVersion: version,
    published: null,
    draft: false,
  }) satisfies ContentSectionRow;

const before: SectionSummaryRow[] = [
  {
    section: "page:privacy",
    title: "Privacy",
    shortName: "Privacy",
    version: 1,
    published: true,
    draft: false,
    updatedAt: "2026-11-01T00:00:00.000Z",
    translations: {
      km: { saved: true, published: true, progress: { total: 3, translated: 1 }, toReview: 0 },
    },
  },
];

describe("the summaries after a save, from its answer", () => {
  it("names and dates the saved section, its translation's state from the words loaded here", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      contentKeys.section("page:privacy@km"),
      saved("page:privacy@km", { title: "ឯកជនភាព", "@english": { title: "Privacy" } }, 1),
    );
    const after = summaryAfterSave(
      queryClient,
      saved("page:privacy", { ...textPage, title: "Privacy policy" }),
      before,
    );
    expect(after).toEqual({
      section: "page:privacy",
      title: "Privacy policy",
      shortName: "Privacy policy",
      version: 2,
      published: true,
      draft: false,
      updatedAt: "2026-11-02T00:00:00.000Z",
      translations: {
        km: { saved: true, published: true, progress: { total: 3, translated: 1 }, toReview: 1 },
      },
    });
  });

  it("keeps the translation's state as it was while its words are not loaded", () => {
    const after = summaryAfterSave(new QueryClient(), saved("page:privacy", textPage), before);
    expect(after.translations).toEqual(before[0]!.translations);
    expect(after.version).toBe(2);
  });

  it("names a new translation after its English entry", () => {
    const after = summaryAfterSave(
      new QueryClient(),
      saved("page:privacy@km", { title: "ឯកជនភាព" }, 1),
      before,
    );
    expect(after.title).toBe("Privacy (Khmer)");
    expect(after.translations).toBeUndefined();
  });
});
