import { describe, expect, it } from "vitest";
import { matchesEtag } from "./etag.ts";

describe("matchesEtag", () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
    ['"x","y"', false],
    ["", false],
    [undefined, false],
  ])("If-None-Match %s -> %s", (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
