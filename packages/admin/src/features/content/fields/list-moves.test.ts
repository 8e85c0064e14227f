import { describe, expect, it } from "vitest";
import { movedText, moveItem, spokenName } from "./list-moves.ts";

describe("moveItem", () => {
  const list = ["a", "b", "c", "d", "e"];

  it("moves an entry down, up, to either end and leaves the input alone", () => {
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a", "d", "e"]);
    expect(moveItem(list, 4, 2)).toEqual(["a", "b", "e", "c", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c", "e"]);
    expect(moveItem(list, 1, 4)).toEqual(["a", "c", "d", "e", "b"]);
    expect(list).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keeps every entry when asked for a place past either end", () => {
    expect(moveItem(list, 2, 99)).toEqual(["a", "b", "d", "e", "c"]);
    expect(moveItem(list, 2, -3)).toEqual(["c", "a", "b", "d", "e"]);
    expect(moveItem(list, 7, 0)).toEqual(list);
  });
});

describe("what is read out", () => {
  it("names an entry by its words, or by its number while it has none", () => {
    expect(spokenName("Standard", "GOTS", 2)).toBe("Standard GOTS");
    expect(spokenName("Highlight", "  ", 2)).toBe("Highlight 3");
    expect(spokenName("Value", "x".repeat(80), 0)).toBe(`Value ${"x".repeat(57)}…`);
  });

  it("counts positions from one", () => {
    expect(movedText("Standard GOTS", 2, 18)).toBe("Standard GOTS moved to position 3 of 18.");
  });
});
