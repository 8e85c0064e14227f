import { describe, expect, it } from "vitest";
import { codeWords, queryWords, searchWords } from "./search-words.ts";

const SENTENCE = "ក្រុមហ៊ុនយើងផ្តល់វិញ្ញាបនប័ត្រ GOTS សម្រាប់រោងចក្រកាត់ដេរនៅភ្នំពេញ";

describe("the words of site search", () => {
  it("splits Khmer into its words, so a word inside a sentence is one", () => {
    const words = searchWords(SENTENCE, "km");
    expect(words).toContain("រោងចក្រ");
    expect(words).toContain("gots");
    // Asked alone, the word gives the same word the sentence gave.
    expect(searchWords("រោងចក្រ", "km")).toEqual(["រោងចក្រ"]);
    // Two Khmer words asked together are both in the sentence.
    for (const word of searchWords("រោងចក្រកាត់ដេរ", "km")) expect(words).toContain(word);
  });

  it("reads English at spaces and punctuation, in lower case", () => {
    expect(searchWords("Organic Content Standard (OCS), v3.0!", "en")).toEqual([
      "organic",
      "content",
      "standard",
      "ocs",
      "v3.0",
    ]);
  });

  it("gives a standard's code one word however it is written", () => {
    const indexed = codeWords(searchWords("Quality management: ISO 9001:2015 certification", "en"));
    expect(indexed).toContain("iso9001");
    expect(indexed).toContain("iso90012015");
    for (const query of ["iso9001", "ISO 9001", "iso-9001", "Iso_9001", "ISO 9001"]) {
      expect(queryWords(query, "en").code, query).toBe("iso9001");
    }
    expect(codeWords(searchWords("OEKO-TEX Standard 100", "en"))).toContain("standard100");
    expect(queryWords("organic cotton", "en").code).toBeUndefined();
  });

  it("leaves out what no word holds: operators, control characters, a query past its length", () => {
    expect(searchWords("gots & !ocs | (rcs):* <-> \u0000\u202e", "en")).toEqual([
      "gots",
      "ocs",
      "rcs",
    ]);
    expect(queryWords("a".repeat(500), "en").words[0]).toHaveLength(100);
  });
});
