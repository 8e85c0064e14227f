import { describe, expect, it } from "vitest";
import {
  cardHost,
  charactersIn,
  countNote,
  searchAddress,
  searchResultWords,
} from "./seo-texts.ts";

describe("countNote", () => {
  it("says nothing of an empty field (its help says what it keeps)", () => {
    expect(countNote("   ", 60)).toBeUndefined();
  });

  it("counts what a search result shows, and says when it cuts", () => {
    expect(countNote("a", 60)?.text).toBe("1 character of about 60 shown");
    expect(countNote("x".repeat(60), 60)).toEqual({
      text: "60 characters of about 60 shown",
      over: false,
    });
    expect(countNote("x".repeat(61), 60)).toEqual({
      text: '61 characters: search results show about 60, then cut it with "…"',
      over: true,
    });
  });

  it("counts Khmer by characters, not by UTF-16 units, and ignores the spaces around", () => {
    expect(charactersIn(" ស្តង់ដារ ")).toBe(Array.from("ស្តង់ដារ").length);
    expect(charactersIn("😀")).toBe(1);
  });
});

describe("searchAddress", () => {
  it("shows the path as breadcrumbs after the origin", () => {
    expect(searchAddress("https://example.com", "/certifications/gots")).toBe(
      "https://example.com › certifications › gots",
    );
    expect(searchAddress("https://example.com/", "/km/certifications/gots")).toBe(
      "https://example.com › km › certifications › gots",
    );
  });

  it("shows the home page as the origin alone, and drops a query or a hash", () => {
    expect(searchAddress("https://example.com", "/")).toBe("https://example.com");
    expect(searchAddress("https://example.com", "/km/")).toBe("https://example.com › km");
    expect(searchAddress("https://example.com", "/about#team")).toBe("https://example.com › about");
  });
});

describe("cardHost", () => {
  it("names the site's host without www", () => {
    expect(cardHost("https://www.example.com")).toBe("example.com");
    expect(cardHost("http://127.0.0.1:4321")).toBe("127.0.0.1:4321");
  });
});

describe("searchResultWords", () => {
  it("cuts the title at about 60 and the description at about 160 characters", () => {
    const title = "Global Organic Textile Standard certification in Cambodia for factories";
    const description = `${"Organic fibre from field to finished garment. ".repeat(5)}`;
    const words = searchResultWords(title, description);
    expect(words.title.endsWith("…")).toBe(true);
    expect(Array.from(words.title).length).toBeLessThanOrEqual(61);
    expect(words.description.endsWith("…")).toBe(true);
    expect(Array.from(words.description).length).toBeLessThanOrEqual(161);
  });

  it("keeps short words whole", () => {
    expect(searchResultWords(" GOTS ", "Short.")).toEqual({ title: "GOTS", description: "Short." });
  });
});
