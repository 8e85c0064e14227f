import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A script element that runs: no `src`, and no type, or a JavaScript one. */
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

/** The sources for the built site's page template, which every page is rendered into. */
export function templateScriptSources(webDist: string): string[] {
  const template = join(webDist, "client", "index.html");
  return existsSync(template) ? inlineScriptSources(readFileSync(template, "utf8")) : [];
}
