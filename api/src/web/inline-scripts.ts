import { createHash } from "node:crypto";

/** A script element that runs inline: no `src`, and no type or `type="module"`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s+type="module")?\s*>([\s\S]*?)<\/script>/gi;

/**
 * CSP `script-src` sources that allow a page's own inline scripts (the build inlines the
 * page's boot, web/src/boot.ts), each by its sha256: any other inline script stays refused.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash("sha256").update(code!).digest("base64")}'`,
  );
}
