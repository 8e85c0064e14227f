import { describe, expect, it } from "vitest";
import { columnBeside } from "./board-keyboard.ts";

// As measured on screen: not in the order they were registered.
const columns = [
  { id: "quoted", left: 500 },
  { id: "new", left: 20 },
  { id: "contacted", left: 260 },
];

describe("the column the keyboard moves a card to", () => {
  it("is the one on screen beside the current one", () => {
    expect(columnBeside(columns, "new", 1)).toBe("contacted");
    expect(columnBeside(columns, "contacted", 1)).toBe("quoted");
    expect(columnBeside(columns, "quoted", -1)).toBe("contacted");
  });

  it("is none past either end, or when the card is over no column", () => {
    expect(columnBeside(columns, "quoted", 1)).toBeUndefined();
    expect(columnBeside(columns, "new", -1)).toBeUndefined();
    expect(columnBeside(columns, undefined, 1)).toBeUndefined();
  });
});
