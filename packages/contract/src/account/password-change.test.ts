import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits.ts";
import {
  NewPasswordSchema,
  passwordCharacterCount,
  passwordMessages,
  passwordShapeProblem,
} from "./password-change.ts";

const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\uFE0F"];

describe("a new password's shape", () => {
  it("asks for 12 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });

  it.each([
    ["8 spaces", " ".repeat(8), passwordMessages.onlySpaces],
    ["12 spaces", " ".repeat(12), passwordMessages.onlySpaces],
    [
      "spaces of every kind",
      "\u00A0\u2003\u3000 \u2009\u202F".repeat(3),
      passwordMessages.onlySpaces,
    ],
    ["zero-width characters only", ZERO_WIDTH.join("").repeat(4), passwordMessages.onlySpaces],
    ["aaaaaaaa", "aaaaaaaa", passwordMessages.tooShort],
    ["aaaaaaaaaaaa", "a".repeat(12), passwordMessages.oneCharacter],
    ["one emoji repeated", "🔑".repeat(16), passwordMessages.oneCharacter],
    ["Qwerty123!", "Qwerty123!", passwordMessages.tooShort],
    ["a tab", "correct\thorse battery", passwordMessages.controlCharacters],
    ["a line break", "correct horse\nbattery", passwordMessages.controlCharacters],
    ["a lone UTF-16 half", "correct horse \uD800 battery", passwordMessages.controlCharacters],
    ["too long", `${"x".repeat(PASSWORD_MAX_LENGTH)}y`, passwordMessages.tooLong],
  ])("refuses %s", (_, password, message) => {
    expect(passwordShapeProblem(password)).toBe(message);
    const parsed = NewPasswordSchema.safeParse(password);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("counts code points, not UTF-16 units: six emoji are six characters", () => {
    const sixEmoji = "🔑🌳🐘🚲📚🎻";
    expect(sixEmoji.length).toBe(12);
    expect(passwordCharacterCount(sixEmoji)).toBe(6);
    expect(passwordShapeProblem(sixEmoji)).toBe(passwordMessages.tooShort);
    expect(passwordShapeProblem(sixEmoji + sixEmoji)).toBeNull();
  });

  it("does not count zero-width padding", () => {
    expect(passwordCharacterCount("abcdefghijk\u200B\u200B")).toBe(11);
    expect(passwordShapeProblem("abcdefghijk\u200B\u200B")).toBe(passwordMessages.tooShort);
    const padded = ZERO_WIDTH.map((invisible) => `ab${invisible}`).join("");
    expect(passwordCharacterCount(padded)).toBe(ZERO_WIDTH.length * 2);
  });

  it("counts after NFKC: a ligature is its letters, a full-width letter is one letter", () => {
    expect(passwordCharacterCount("ﬃ")).toBe(3);
    expect(passwordCharacterCount("ＡＢＣ")).toBe(3);
    expect(passwordShapeProblem("ﬃﬃﬃﬃ")).toBeNull(); // 12 letters once normalised
  });

  it.each([
    "correct horse battery staple",
    "ស្វាគមន៍ ការពារ ពាក្យសម្ងាត់",
    "   spaces around count   ",
    "aaaaaaaaaaab",
  ])("accepts %j (the server then checks it against known passwords)", (password) => {
    expect(passwordShapeProblem(password)).toBeNull();
    expect(NewPasswordSchema.safeParse(password).success).toBe(true);
  });
});
