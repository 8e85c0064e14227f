import { describe, expect, it } from "vitest";
import { acceptedCodings, type ContentCoding, chooseCoding } from "./content-coding.ts";

const all = () => true;
const only =
  (...codings: ContentCoding[]) =>
  (coding: ContentCoding) =>
    codings.includes(coding);

describe("acceptedCodings", () => {
  it.each([
    // What browsers send: brotli first.
    ["gzip, deflate, br, zstd", ["br", "gzip", "identity"]],
    ["br", ["br", "identity"]],
    ["gzip", ["gzip", "identity"]],
    ["x-gzip", ["gzip", "identity"]],
    // q-values rank; ties go to the smaller coding.
    ["gzip;q=1.0, br;q=0.5", ["gzip", "br", "identity"]],
    ["br;q=0.5, gzip;q=0.5", ["br", "gzip", "identity"]],
    ["GZIP; Q=0.9, BR; q=0.8", ["gzip", "br", "identity"]],
    // q=0 excludes; identity is still the last resort.
    ["br;q=0, gzip", ["gzip", "identity"]],
    ["identity", ["identity"]],
    ["", ["identity"]],
    ["deflate, zstd", ["identity"]],
    // `*` stands for every coding not named.
    ["*", ["br", "gzip", "identity"]],
    ["br;q=0, *", ["gzip", "identity"]],
    ["gzip, *;q=0", ["gzip", "identity"]],
    ["identity;q=0, *;q=0", ["identity"]],
    // Identity above the compressed codings when the client says so.
    ["identity, gzip;q=0.5", ["identity", "gzip"]],
    // A malformed q-value counts as refusal, a repeated coding keeps its best weight.
    ["br;q=abc, gzip", ["gzip", "identity"]],
    ["gzip;q=0.1, gzip;q=0.9, br;q=0.5", ["gzip", "br", "identity"]],
  ])("%j -> %j", (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });

  it("sends plain bytes to a client that names no codings", () => {
    expect(acceptedCodings(undefined)).toEqual(["identity"]);
  });
});

describe("chooseCoding", () => {
  it("takes the best accepted coding the body exists in", () => {
    expect(chooseCoding("gzip, deflate, br", all)).toBe("br");
    expect(chooseCoding("gzip, deflate, br", only("gzip", "identity"))).toBe("gzip");
    expect(chooseCoding("br", only("gzip", "identity"))).toBe("identity");
    expect(chooseCoding(undefined, all)).toBe("identity");
  });
});
