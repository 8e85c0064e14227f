#!/usr/bin/env node
// Makes web/src/i18n/khmer-label.woff2: Noto Sans Khmer (Medium, from @fontsource) cut down to
// the glyphs of the language switcher's Khmer label, LANGUAGE_INFO.km.nativeName in the
// contract, so English pages can draw "ខ្មែរ" in the site's Khmer font for about 1.6 kB
// instead of the whole font (about 24 kB). Run it again when the label changes:
//
//   node web/scripts/khmer-label-font.mjs
//
// It needs fontTools' pyftsubset (Debian: `apt-get install fonttools python3-brotli`; pip:
// `pip install fonttools brotli`). `khmer-label-font.test.ts` checks that the committed
// file holds every letter of the label and keeps the Khmer shaping features, and that the
// @font-face in styles.css names exactly those letters in its unicode-range.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { runnerImport } from "vite";

/**
 * Medium: the switcher's link is `font-medium`, like the English label beside it. (Khmer pages
 * carry 400 and 700 only; they never show this label, the switcher there reads "English".)
 */
const SOURCE = "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-500-normal.woff2";
const OUTPUT = fileURLToPath(new URL("../src/i18n/khmer-label.woff2", import.meta.url));

const languagesModule = fileURLToPath(import.meta.resolve("@app/contract/languages"));
const { module: languages } = await runnerImport(languagesModule, {
  configFile: false,
  logLevel: "warn",
});
const label = languages.LANGUAGE_INFO.km.nativeName;
const source = fileURLToPath(import.meta.resolve(SOURCE));

// Subsetting by text keeps every glyph the text can shape to (GSUB closure: the subscript
// MO of ្ម, the pre-base vowel ែ) and, with all features kept, the Khmer lookups that
// place them (blwf, pref, pres; abvm, dist), pruned to those glyphs.
const subset = spawnSync(
  process.env.PYFTSUBSET ?? "pyftsubset",
  [source, `--text=${label}`, "--layout-features=*", "--flavor=woff2", `--output-file=${OUTPUT}`],
  { stdio: "inherit" },
);
if (subset.error || subset.status !== 0) {
  console.error(
    subset.error?.code === "ENOENT"
      ? "pyftsubset not found: apt-get install fonttools python3-brotli (or pip install fonttools brotli)"
      : `pyftsubset failed (${subset.status})`,
  );
  process.exit(1);
}

const bytes = readFileSync(OUTPUT);
const brotli = brotliCompressSync(bytes, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const range = [...new Set(label)]
  .map((char) => `U+${char.codePointAt(0).toString(16).toUpperCase()}`)
  .sort()
  .join(", ");
console.info(
  `${OUTPUT}: "${label}", ${statSync(OUTPUT).size} bytes (${brotli} brotli)\n` +
    `Its @font-face in web/src/styles.css needs: unicode-range: ${range};`,
);
