import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CanonicalImageType } from "./image-type.ts";
import {
  imageNameFromFilename,
  normalizeUploadFilename,
  storedFilenameStem,
} from "./upload-filename.ts";

describe("normalizeUploadFilename", () => {
  it.each<[string, CanonicalImageType, string]>([
    ["hero-factory.svg", "image/svg+xml", "hero-factory.svg"],
    ["Logo.SVG", "image/svg+xml", "logo.svg"],
    ["../../etc/passwd.png", "image/png", "passwd.png"],
    ["..\\..\\windows\\system32\\evil.png", "image/png", "evil.png"],
    ["C:\\Users\\Ana\\Pictures\\Été à Phnom Penh.JPG", "image/jpeg", "ete-a-phnom-penh.jpg"],
    ["photo.jpeg", "image/jpeg", "photo.jpeg"],
    ["team photo (final).png", "image/png", "team-photo-final.png"],
    ["x.php.png", "image/png", "x-php.png"],
    ["chart.svg", "image/png", "chart.png"],
    ["no-extension", "image/gif", "no-extension.gif"],
    [".htaccess", "image/png", "image.png"],
    ["...", "image/webp", "image.webp"],
    ["", "image/png", "image.png"],
    ["dir/", "image/png", "image.png"],
    ["日本語.png", "image/png", "image.png"],
    ["a\u0000b<script>.png", "image/png", "a-b-script.png"],
    [`${"x".repeat(300)}.png`, "image/png", `${"x".repeat(80)}.png`],
  ])("%s (%s) -> %s", (raw, type, expected) => {
    expect(normalizeUploadFilename(raw, type)).toBe(expected);
  });

  it("always gives a safe, non-empty basename with an extension that fits the type", () => {
    const types: CanonicalImageType[] = [
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "image/svg+xml",
    ];
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 120 }),
        fc.constantFrom(...types),
        (raw, type) => {
          const name = normalizeUploadFilename(raw, type);
          expect(name).toMatch(/^[a-z0-9][a-z0-9_-]*\.(png|jpg|jpeg|gif|webp|svg)$/);
          expect(name).not.toContain("..");
          expect(normalizeUploadFilename(name, type)).toBe(name);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("imageNameFromFilename", () => {
  it.each([
    ["team-photo_2024.png", "Team photo 2024"],
    ["passwd.png", "Passwd"],
    ["image.png", "Image"],
  ])("%s -> %s", (filename, name) => {
    expect(imageNameFromFilename(filename)).toBe(name);
  });
});

describe("storedFilenameStem", () => {
  it("is the stem normalizeUploadFilename stores under, so collisions can be found early", () => {
    for (const raw of [
      "Hero Factory (2).JPG",
      "x.php.png",
      ".htaccess",
      "shoot/brand/Logo.svg",
      "",
    ]) {
      expect(normalizeUploadFilename(raw, "image/png").replace(/\.[a-z]+$/, "")).toBe(
        storedFilenameStem(raw),
      );
    }
    expect(storedFilenameStem("Hero Factory (2).JPG")).toBe("hero-factory-2");
  });
});
