import regular from "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2?url";

/**
 * The Khmer web font's files, as the build names them. Their @font-face rules are in
 * styles.css (unused, so never downloaded, on English pages); Khmer pages preload them so
 * the text shows in its font on the first paint. Hashes follow the bytes, so these are the
 * very URLs the client build's stylesheet points at.
 */
export const KHMER_FONT_FILES = [regular, bold] as const;

export const khmerFontPreloads = () =>
  KHMER_FONT_FILES.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  );
