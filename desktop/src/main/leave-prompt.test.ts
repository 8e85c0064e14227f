import { describe, expect, it } from "vitest";
import { choseToLeave, LEAVE_PROMPT } from "./leave-prompt.ts";

describe("the prompt before closing with unsaved work", () => {
  it("leaves only on the Leave button", () => {
    expect(choseToLeave(LEAVE_PROMPT.buttons.indexOf("Leave"))).toBe(true);
    expect(choseToLeave(LEAVE_PROMPT.buttons.indexOf("Stay"))).toBe(false);
  });

  it("stays on Enter, Escape and closing the dialog", () => {
    expect(choseToLeave(LEAVE_PROMPT.defaultId)).toBe(false);
    expect(choseToLeave(LEAVE_PROMPT.cancelId)).toBe(false);
  });
});
