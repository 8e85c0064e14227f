import { hasOnlyLocalUrls } from "./svg-references.ts";

/**
 * Anything in CSS that loads another resource or runs code without a `url(...)` we could
 * check: imports, fonts, image functions that take bare strings, and legacy script hooks.
 */
const FORBIDDEN =
  /@import|@font-face|@namespace|expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|image-set\s*\(|(?:^|[^\w-])image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(/i;

/**
 * The stylesheet or `style` attribute with comments removed, or null when it must be dropped
 * whole: it references anything outside the document, or it uses escapes (a backslash can
 * spell `url` or `@import` in ways a pattern cannot follow) or an unterminated comment.
 */
export function sanitizeCss(css: string): string | null {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  if (withoutComments.includes("/*") || withoutComments.includes("\\")) return null;
  if (FORBIDDEN.test(withoutComments)) return null;
  if (!hasOnlyLocalUrls(withoutComments)) return null;
  return withoutComments.trim();
}
