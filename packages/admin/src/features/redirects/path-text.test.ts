import { describe, expect, it } from "vitest";
import { pathPieces } from "./path-text.tsx";

describe("an address that wraps after its slashes", () => {
  it("cuts after each slash and keeps every character", () => {
    expect(pathPieces("/certifications/ocs-blended")).toEqual([
      "/",
      "certifications/",
      "ocs-blended",
    ]);
    expect(pathPieces("https://gots.example/a/")).toEqual(["https:/", "/", "gots.example/", "a/"]);
    expect(pathPieces("/old")).toEqual(["/", "old"]);
    expect(pathPieces("")).toEqual([""]);
    for (const path of ["/km/ស្តង់ដារ/ចាស់", "/a//b", "/x?y=1/2"]) {
      expect(pathPieces(path).join("")).toBe(path);
    }
  });
});
