import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { LANGUAGE_INFO } from "@app/contract/languages";
import { describe, expect, it } from "vitest";

/**
 * The switcher's Khmer label on English pages is drawn with a subset of Noto Sans Khmer
 * (`khmer-label.woff2`, made by web/scripts/khmer-label-font.mjs from the contract's label).
 * A label renamed in the contract without making the font again must fail here: a letter
 * missing from the subset would be drawn as a box, or in another font.
 */
const font = readFileSync(new URL("./khmer-label.woff2", import.meta.url));
const styles = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
const label = LANGUAGE_INFO.km.nativeName;
const codePoints = (text: string) =>
  [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

/** WOFF2's known table tags, by the index its table directory uses for them. */
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .match(/.{4}\s?/g)!
    .map((tag) => tag.slice(0, 4));

/** The tables of a WOFF2 file (not a collection), as stored: glyf, loca and hmtx may be transformed. */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 file");
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++]!;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString("latin1", at, at + 4);
      at += 4;
    }
    const original = base128();
    const version = flags >> 6;
    // glyf and loca are transformed unless version 3; any other table is, unless version 0.
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    entries.push({ tag: tag!, length: transformed ? base128() : original });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** Every code point a cmap maps to a glyph (formats 4 and 12, the ones fonts ship). */
function cmapCodePoints(cmap: Buffer): Set<number> {
  const mapped = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const table = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = table.readUInt16BE(ends + s * 2);
        const start = table.readUInt16BE(starts + s * 2);
        const delta = table.readUInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
            glyph = table.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) mapped.add(c);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = table.readUInt32BE(16 + g * 12);
        const end = table.readUInt32BE(20 + g * 12);
        const glyph = table.readUInt32BE(24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) mapped.add(c);
      }
    }
  }
  return mapped;
}

/** The script and feature tags of a GSUB or GPOS table. */
function layoutTags(table: Buffer) {
  const tags = (listOffset: number) => {
    const list = table.subarray(listOffset);
    return Array.from({ length: list.readUInt16BE(0) }, (_, i) =>
      list.toString("latin1", 2 + i * 6, 6 + i * 6),
    );
  };
  return { scripts: tags(table.readUInt16BE(4)), features: tags(table.readUInt16BE(6)) };
}

describe("the switcher's Khmer label font", () => {
  const tables = woff2Tables(font);

  it("holds every letter of the Khmer label", () => {
    expect(label).toMatch(/^[\u1780-\u17ff]+$/);
    const mapped = cmapCodePoints(tables.get("cmap")!);
    const missing = codePoints(label).filter((c) => !mapped.has(c));
    expect(
      missing.map((c) => `U+${c.toString(16).toUpperCase()}`),
      "run node web/scripts/khmer-label-font.mjs",
    ).toEqual([]);
  });

  it("keeps Khmer shaping: the subscript consonant and the pre-base vowel of ខ្មែរ", () => {
    const gsub = layoutTags(tables.get("GSUB")!);
    const gpos = layoutTags(tables.get("GPOS")!);
    expect(gsub.scripts).toContain("khmr");
    // blwf makes ្ម a subscript MO; pref and pres the forms before the base.
    expect(gsub.features).toEqual(expect.arrayContaining(["blwf", "pref", "pres"]));
    expect(gpos.scripts).toContain("khmr");
    // abvm places the marks above the base; dist spaces the clusters.
    expect(gpos.features).toEqual(expect.arrayContaining(["abvm", "dist"]));
    // More glyphs than letters: the closure brought the shaped forms along.
    const glyphs = tables.get("maxp")!.readUInt16BE(4);
    expect(glyphs).toBeGreaterThan(codePoints(label).length + 1);
  });

  it("stays a small file, not the whole font", () => {
    expect(font.length).toBeLessThan(3000);
    // And not much more than the label: the whole Khmer font has hundreds of glyphs.
    expect(tables.get("maxp")!.readUInt16BE(4)).toBeLessThan(30);
  });

  it("is declared in styles.css for exactly the label's letters", () => {
    const face = styles.match(/@font-face\s*\{[^}]*font-family:\s*"Khmer Label"[^}]*\}/)?.[0];
    expect(face).toBeDefined();
    expect(face).toContain('url("./i18n/khmer-label.woff2")');
    const range = face!
      .match(/unicode-range:([^;]*);/)![1]!
      .split(",")
      .map((part) => Number.parseInt(part.trim().replace(/^U\+/i, ""), 16))
      .sort((a, b) => a - b);
    expect(range).toEqual(codePoints(label));
    expect(styles).toMatch(/\.khmer-label\s*\{\s*font-family:\s*"Khmer Label",/);
  });
});
