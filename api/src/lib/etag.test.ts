import { describe, expect, it } from "vitest";
import { codingEtag, hashEtag, matchesEtag, sha256Etag } from "./etag.ts";

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

describe("the ETags routes build", () => {
  it("gives each body, each stored hash and each coding a strong validator of its own", () => {
    expect(sha256Etag("a")).toMatch(/^"[\w-]{27}"$/);
    expect(sha256Etag("a")).toBe(sha256Etag(new TextEncoder().encode("a")));
    expect(sha256Etag("a")).not.toBe(sha256Etag("b"));
    expect(hashEtag("0f".repeat(32))).toBe(`"${"0f".repeat(32)}"`);
    expect(codingEtag('"abc"', "identity")).toBe('"abc"');
    expect(codingEtag('"abc"', "br")).toBe('"abc.br"');
    expect(matchesEtag('W/"abc.gzip"', codingEtag('"abc"', "gzip"))).toBe(true);
  });
});
