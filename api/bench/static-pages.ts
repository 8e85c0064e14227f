import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startScriptServer } from "./processes.ts";
import { decodeBody, encodeBody, recordResponse } from "./record.ts";

const here = fileURLToPath(new URL(".", import.meta.url));

/** The page as plain HTML: every <script> (module, JSON, JSON-LD) and modulepreload gone. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * Serves our pages without their scripts, sent with the same Content-Encoding our server
 * chose, everything else passed through to our server: the reference for "LCP no worse
 * than static HTML".
 */
export async function startStaticPages(ourUrl: string, routes: string[]) {
  const pages = [];
  for (const path of routes) {
    const page = await recordResponse(ourUrl, path);
    const html = withoutScripts(decodeBody(page.body, page.encoding).toString());
    const body = encodeBody(Buffer.from(html), page.encoding);
    const { etag: _, ...headers } = page.headers;
    headers["content-length"] = String(body.byteLength);
    pages.push({ path, status: page.status, headers, body: body.toString("base64") });
  }
  const pagesDir = mkdtempSync(join(tmpdir(), "bench-static-"));
  const pagesFile = join(pagesDir, "pages.json");
  writeFileSync(pagesFile, JSON.stringify(pages));
  const server = await startScriptServer(join(here, "static-pages-server.mjs"), [
    pagesFile,
    ourUrl,
  ]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(pagesDir, { recursive: true, force: true });
    },
  };
}
