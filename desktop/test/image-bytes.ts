/** Small byte sequences with the magic numbers of each type, for tests that only sniff. */
import type { WebsiteImage } from "@app/contract";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

export const sample = {
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    "IHDR",
    u32be(4),
    u32be(3),
    [8, 6, 0, 0, 0],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]),
  webp: bytes("RIFF", [26, 0, 0, 0], "WEBP", "VP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0, 0]),
  svg: new TextEncoder().encode(
    '\uFEFF<?xml version="1.0"?>\n<!-- a licence comment -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  ),
  text: new TextEncoder().encode("just some notes, not an image\n"),
  pdf: new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n"),
  html: new TextEncoder().encode("<!DOCTYPE html><html><body><svg></svg></body></html>"),
  pngWithoutHeader: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "junk"),
  riffWave: bytes("RIFF", [26, 0, 0, 0], "WAVE", "fmt ", [16, 0, 0, 0]),
};

let nextId = 1;

export function image(filename: string, extra: Partial<WebsiteImage> = {}): WebsiteImage {
  const id = extra.id ?? nextId++;
  return {
    id,
    section: "general",
    filename,
    name: filename,
    description: "",
    filepath: `/images/${filename}`,
    contentType: "image/png",
    byteSize: 100,
    width: 10,
    height: 10,
    pageCount: null,
    sha256: "0".repeat(64),
    version: 1,
    updatedAt: "2025-01-01T00:00:00.000Z",
    alt: "",
    decorative: false,
    focalX: 0.5,
    focalY: 0.5,
    ...extra,
  };
}

export const file = (relativePath: string, size = 100) => ({
  key: relativePath,
  name: relativePath.split("/").pop()!,
  relativePath,
  size,
});
