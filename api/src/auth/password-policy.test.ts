import { passwordMessages } from "@app/contract";
import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { passwordProblem, passwordUserInputs } from "./password-policy.ts";

const context = {
  email: "owner@standards.example",
  siteNames: ["Standards Assurance Partners", "SAP", "standards.example"],
};

describe("the new-password policy", () => {
  it("checks against tens of thousands of common and breached passwords", () => {
    expect(dictionary["passwords-common"].length).toBeGreaterThan(40_000);
  });

  it.each([
    "password1234",
    "qwertyuiop12",
    "123456789012",
    "iloveyou2024",
    "Password123!",
    "1qaz2wsx3edc",
    "abcdefghijkl",
    "trustno1trustno1",
  ])("refuses %j: long enough, but common or a pattern", (password) => {
    expect(passwordProblem(password, context)).toBe(passwordMessages.tooGuessable);
  });

  it.each([
    "owner@standards.example",
    "owner.standards.example",
    "standardsassurancepartners",
    "Standards Assurance Partners",
    "standards.example2024",
  ])("refuses %j: built from the e-mail or the site's name", (password) => {
    expect(passwordProblem(password, context)).toBe(passwordMessages.tooGuessable);
  });

  it("refuses the shapes the contract refuses, with its words", () => {
    expect(passwordProblem(" ".repeat(8), context)).toBe(passwordMessages.onlySpaces);
    expect(passwordProblem("aaaaaaaa", context)).toBe(passwordMessages.tooShort);
    expect(passwordProblem("Qwerty123!", context)).toBe(passwordMessages.tooShort);
    expect(passwordProblem("z".repeat(30), context)).toBe(passwordMessages.oneCharacter);
  });

  it.each([
    "correct horse battery staple",
    "Correct-Horse-Battery-Staple!",
    "c0rrect h0rse b4ttery st4ple",
    "Summer2026!!",
    "winter 2025 !!!",
    "2026December#",
    "tr0ub4dor&3xx",
    "MyTr0ub4dor&3!",
    "the quick brown fox jumps over the lazy dog",
    "Never gonna give you up!",
  ])("refuses %j: a well-known phrase or a season and a year", (password) => {
    expect(passwordProblem(password, context)).toBe(passwordMessages.tooGuessable);
  });

  it.each(["violet tractor under the pier", "ស្វាគមន៍ ការពារ ពាក្យសម្ងាត់", "Mekong at dawn, 6 boats"])(
    "accepts %j, with no rule about digits or symbols",
    (password) => {
      expect(passwordProblem(password, context)).toBeNull();
    },
  );

  it("counts the e-mail, its parts and the site's names as known words", () => {
    const inputs = passwordUserInputs(context);
    for (const word of [
      "owner@standards.example",
      "owner",
      "standards",
      "example",
      "standards assurance partners",
      "standardsassurancepartners",
      "sap",
    ]) {
      expect(inputs).toContain(word);
    }
  });
});
