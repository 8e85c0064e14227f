/**
 * Answers every request of the app's own origin: /api/* and /images/* go to the server through
 * the forwarder, anything else is a file of the built renderer (the single page's index.html
 * for unknown paths). No Electron import: the browser tests serve the renderer with it too.
 */
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { isForwardedPath } from "./api-forwarder.ts";
import { APP_RESPONSE_HEADERS } from "./security.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

export interface AppProtocolOptions {
  /** The built renderer (dist/renderer). */
  rendererRoot: string;
  forward(request: Request): Promise<Response>;
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...APP_RESPONSE_HEADERS, "content-type": "text/plain; charset=utf-8" },
  });

/**
 * The file under `root` a URL path names, or null when it would leave `root` (`..`, encoded
 * separators, absolute paths) or cannot be decoded.
 */
export function resolveStaticPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").includes("..")) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, "");
  const file = join(root, relative || "index.html");
  const rootWithSep = root.endsWith(sep) ? root : `${root}${sep}`;
  return file === root || file.startsWith(rootWithSep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function createAppRequestHandler(options: AppProtocolOptions) {
  const indexFile = join(options.rendererRoot, "index.html");
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (isForwardedPath(url.pathname)) return options.forward(request);
    if (request.method !== "GET" && request.method !== "HEAD")
      return plain(405, "Method not allowed");
    const path = resolveStaticPath(options.rendererRoot, url.pathname);
    if (!path) return plain(404, "Not found");
    // Unknown paths without an extension are the single page's own routes.
    const file = (await isFile(path)) ? path : extname(path) === "" ? indexFile : null;
    if (!file || !(await isFile(file))) return plain(404, "Not found");
    const body = await readFile(file);
    const isHtml = extname(file) === ".html";
    return new Response(request.method === "HEAD" ? null : body, {
      status: 200,
      headers: {
        ...APP_RESPONSE_HEADERS,
        "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
        // Hashed assets never change; the page itself is always read again.
        "cache-control": isHtml ? "no-cache" : "public, max-age=31536000, immutable",
      },
    });
  };
}
