import { describe, expect, it } from "vitest";
import { itemsOnPage, listPageCount, listPageOf, listSearch, shownListPage } from "./list-pages.ts";
import { renderedSearch } from "./quote-links.ts";

describe("a long list's pages", () => {
  it("reads the page an address asks for, and nothing that is no page number", () => {
    expect(listPageOf("")).toBe(1);
    expect(listPageOf("?page=2")).toBe(2);
    expect(listPageOf("?utm_source=x&page=17")).toBe(17);
    for (const bad of ["?page=0", "?page=-1", "?page=02", "?page=x", "?page=1.5", "?page="]) {
      expect(listPageOf(bad), bad).toBeUndefined();
    }
    expect(listPageOf("?page=100001")).toBeUndefined();
  });

  it("counts pages and cuts a list into them", () => {
    expect(listPageCount(0)).toBe(1);
    expect(listPageCount(24)).toBe(1);
    expect(listPageCount(25)).toBe(2);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(itemsOnPage(items, 1)).toHaveLength(24);
    expect(itemsOnPage(items, 2)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(itemsOnPage(items, 3)).toEqual([]);
    expect(shownListPage(30, "?page=2")).toBe(2);
    expect(shownListPage(30, "")).toBe(1);
    expect(shownListPage(0, "")).toBe(1);
    expect(shownListPage(30, "?page=3")).toBeUndefined();
    expect(shownListPage(30, "?page=x")).toBeUndefined();
  });

  it("keeps a service group's page number as the one query it renders with", () => {
    expect(listSearch("/services/textiles", "?page=3&utm=x")).toBe("?page=3");
    expect(listSearch("/services/textiles", "?page=1")).toBe("");
    expect(listSearch("/services/textiles", "?page=abc")).toBe("?page=0");
    expect(listSearch("/about", "?page=3")).toBe("");
    expect(renderedSearch("/services/textiles", "?page=2")).toBe("?page=2");
    expect(renderedSearch("/quote", "?standard=gots&page=2")).toBe("?standard=gots");
  });
});
