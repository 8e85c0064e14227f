import { describe, expect, it } from "vitest";
import {
  ENTRIES_PER_PAGE,
  listViewSearch,
  matchingEntries,
  readListView,
  shownPage,
  shownText,
} from "./list-view.ts";

const standards = Array.from({ length: 2000 }, (_, i) => {
  const code = `S${String(i + 1).padStart(4, "0")}`;
  return { section: `certification:${code.toLowerCase()}`, title: `${code}: Standard ${code}` };
});
const words = ["standard", "standards"] as const;

describe("a collection's list view in its address", () => {
  it("reads the search and the page, and writes them back the same", () => {
    expect(readListView("")).toEqual({ search: "", page: 1 });
    expect(readListView("?search=organic+cotton&page=3")).toEqual({
      search: "organic cotton",
      page: 3,
    });
    expect(listViewSearch({ search: "organic cotton", page: 3 })).toBe(
      "?search=organic+cotton&page=3",
    );
    expect(listViewSearch({ search: "", page: 1 })).toBe("");
    expect(listViewSearch({ search: "   ", page: 2 })).toBe("?page=2");
    for (const view of [
      { search: "Öko-Tex & 100%", page: 1 },
      { search: "gots", page: 40 },
    ]) {
      expect(readListView(listViewSearch(view))).toEqual(view);
    }
  });

  it("shows the first page for a page that is no page number", () => {
    expect(readListView("?page=0").page).toBe(1);
    expect(readListView("?page=x").page).toBe(1);
    expect(readListView("?page=02").page).toBe(1);
  });
});

describe("a page of a long list", () => {
  it("shows 50 at a time and says where they are in the whole", () => {
    const first = shownPage(standards, 1);
    expect(first.rows).toHaveLength(ENTRIES_PER_PAGE);
    expect(first).toMatchObject({ page: 1, pages: 40, first: 1, last: 50, total: 2000 });
    expect(shownText(first, words)).toBe("Showing 1–50 of 2,000 standards");
    const last = shownPage(standards, 40);
    expect(last.rows.at(-1)).toBe(standards.at(-1));
    expect(shownText(last, words)).toBe("Showing 1,951–2,000 of 2,000 standards");
  });

  it("shows the last page for one past the end, and says so for a short list", () => {
    expect(shownPage(standards, 99)).toMatchObject({ page: 40, first: 1951 });
    expect(shownText(shownPage(standards.slice(0, 7), 1), words)).toBe("Showing all 7 standards");
    expect(shownText(shownPage(standards.slice(0, 1), 1), words)).toBe("Showing the only standard");
    expect(shownPage([], 3)).toMatchObject({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});

describe("the entries a search finds", () => {
  it("lists every entry by title, or those whose name or title holds every word", () => {
    const rows = [
      { section: "certification:ocs", title: "OCS: Organic Content Standard" },
      { section: "certification:gots", title: "GOTS: Global Organic Textile Standard" },
      { section: "certification:bci", title: "BCI: Better Cotton" },
    ];
    expect(matchingEntries(rows, "").map((row) => row.section)).toEqual([
      "certification:bci",
      "certification:gots",
      "certification:ocs",
    ]);
    expect(matchingEntries(rows, "organic STANDARD").map((row) => row.section)).toEqual([
      "certification:gots",
      "certification:ocs",
    ]);
    expect(matchingEntries(rows, "bci").map((row) => row.section)).toEqual(["certification:bci"]);
    expect(matchingEntries(rows, "wastewater")).toEqual([]);
  });

  it("finds one standard of 2,000 by its name, fast", () => {
    const started = performance.now();
    const found = matchingEntries(standards, "s1500");
    const again = matchingEntries(standards, "standard s1500");
    expect(found.map((row) => row.section)).toEqual(["certification:s1500"]);
    expect(again).toEqual(found);
    // Generous for a slow machine: the list must answer each key typed at once.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
