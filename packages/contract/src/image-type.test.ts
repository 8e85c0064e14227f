import { describe, expect, it } from "vitest";
import { hasSvgRoot, sniffImageType } from "./image-type.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = (value: string) => new TextEncoder().encode(value);

const sample = {
  png: bytes(PNG_SIGNATURE, u32be(13), "IHDR", u32be(4), u32be(3), [8, 6, 0, 0, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]),
  webp: bytes("RIFF", [26, 0, 0, 0], "WEBP", "VP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0, 0]),
  svg: text(
    '\uFEFF<?xml version="1.0"?>\n<!-- a licence comment -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  ),
  text: text("just some notes, not an image\n"),
  pdf: text("%PDF-1.7\n%âãÏÓ\n"),
  html: text("<!DOCTYPE html><html><body><svg></svg></body></html>"),
  pngWithoutHeader: bytes(PNG_SIGNATURE, "junk"),
  riffWave: bytes("RIFF", [26, 0, 0, 0], "WAVE", "fmt ", [16, 0, 0, 0]),
};

describe("sniffImageType (magic numbers)", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["gif", "image/gif"],
    ["webp", "image/webp"],
    ["svg", "image/svg+xml"],
  ] as const)("recognises %s by its bytes", (kind, type) => {
    expect(sniffImageType(sample[kind])).toBe(type);
  });

  it.each(["text", "pdf", "html", "pngWithoutHeader", "riffWave"] as const)(
    "refuses %s",
    (kind) => {
      expect(sniffImageType(sample[kind])).toBeNull();
    },
  );

  it("refuses an empty file and random binary", () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(new Uint8Array([0, 1, 2, 3, 250, 251, 252]))).toBeNull();
  });

  it("finds the svg root after a prolog, comments and a DOCTYPE with an internal subset", () => {
    expect(hasSvgRoot('<?xml version="1.0"?><!DOCTYPE svg [ <!ENTITY a "b"> ]><svg/>')).toBe(true);
    expect(hasSvgRoot("  <!-- x --> <svg viewBox='0 0 1 1'></svg>")).toBe(true);
    expect(hasSvgRoot("<svgx/>")).toBe(false);
    expect(hasSvgRoot("<!-- never closed <svg/>")).toBe(false);
  });
});
