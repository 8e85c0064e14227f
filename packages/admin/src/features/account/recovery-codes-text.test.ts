import { describe, expect, it } from "vitest";
import { inGroupsOfFour, recoveryCodesFile } from "./recovery-codes-text.ts";

describe("recovery codes and keys as text", () => {
  it("splits a key into groups of four", () => {
    expect(inGroupsOfFour("JBSWY3DPEHPK3PXPAB")).toEqual(["JBSW", "Y3DP", "EHPK", "3PXP", "AB"]);
    expect(inGroupsOfFour("")).toEqual([]);
  });

  it("names the site and the day, and lists every code on a line of its own", () => {
    const codes = ["abcde-fghij", "klmno-pqrst"];
    const file = recoveryCodesFile(codes, "example.com:8080", new Date("2026-11-25T09:00:00Z"));
    expect(file.filename).toBe("recovery-codes-example.com-8080.txt");
    const lines = file.text.split("\n");
    expect(lines[0]).toBe("Recovery codes for the admin of example.com:8080");
    expect(lines).toContain("Made on 2026-11-25");
    expect(lines.filter((line) => /^[a-z]{5}-[a-z]{5}$/.test(line))).toEqual(codes);
    expect(file.blob.type).toBe("text/plain;charset=utf-8");
  });
});
