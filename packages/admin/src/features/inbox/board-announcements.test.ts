import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { boardAnnouncements } from "./board-announcements.ts";

const active = {
  id: 7,
  data: { current: { stage: "new", name: "Dara Chan" } },
} as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe("what a drag on the board reads out", () => {
  it("says the pick-up, each new column once, and the drop, in the owner's words", () => {
    const say = boardAnnouncements();
    expect(say.onDragStart({ active })).toBe("Picked up Dara Chan, in New.");
    // Its own column at the start: nothing, so "Picked up" is heard in full.
    expect(say.onDragOver({ active, over: over("new") })).toBeUndefined();
    expect(say.onDragOver({ active, over: over("contacted") })).toBe(
      "Dara Chan is over Contacted.",
    );
    expect(say.onDragOver({ active, over: over("contacted") })).toBeUndefined();
    expect(say.onDragOver({ active, over: null })).toBe("Dara Chan is not over a column.");
    expect(say.onDragOver({ active, over: over("new") })).toBe("Dara Chan is over New.");
    expect(say.onDragEnd({ active, over: over("quoted") })).toBe("Moved Dara Chan to Quoted.");
  });

  it("says the lead stays where it was when dropped on its own column, nowhere, or cancelled", () => {
    const say = boardAnnouncements();
    say.onDragStart({ active });
    expect(say.onDragEnd({ active, over: over("new") })).toBe("Dara Chan stays in New.");
    expect(say.onDragEnd({ active, over: null })).toBe("Dara Chan stays in New.");
    expect(say.onDragCancel({ active, over: null })).toBe(
      "Move cancelled. Dara Chan stays in New.",
    );
  });
});
