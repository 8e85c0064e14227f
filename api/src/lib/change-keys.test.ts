import { describe, expect, it } from "vitest";
import { namesKey, staleKeys, withTranslations } from "./change-keys.ts";

describe("what a change makes stale", () => {
  it("names which standards are on the site when one may have come or gone, not when only words changed", () => {
    const comesOrGoes = staleKeys({ kind: "content", section: "certification:gots" });
    expect(comesOrGoes).toEqual([
      "section:certification:gots",
      "content",
      "index:certification",
      "names:certification",
    ]);
    const words = staleKeys({ kind: "content", section: "certification:gots", wordsOnly: true });
    expect(words).toContain("index:certification");
    expect(words).not.toContain(namesKey("certification"));
  });

  it("never names them for a translation, which shows only while its English does", () => {
    expect(staleKeys({ kind: "content", section: "certification:gots@km" })).toEqual([
      "section:certification:gots@km",
      "content",
      "index:certification@km",
    ]);
  });

  it("names no list for a single section", () => {
    expect(staleKeys({ kind: "content", section: "services" })).toEqual([
      "section:services",
      "content",
    ]);
  });

  it("reads which standards are on the site alike in every language", () => {
    expect(withTranslations(["names:certification", "index:certification"], "km")).toEqual([
      "names:certification",
      "index:certification",
      "index:certification@km",
    ]);
  });
});
