import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { type EncodedBody, encodeBody, withSmaller } from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export interface StaticFile {
  encoded: EncodedBody;
  contentType: string;
  cacheControl: string;
}

const readIfPresent = (path: string) =>
  readFile(path).then(
    (bytes) => new Uint8Array(bytes),
    () => undefined,
  );

/**
 * A built file with its compressed forms: the `.br` and `.gz` files the build wrote beside it
 * (web/scripts/precompress.mjs), or, for a build without them, compressed once here.
 */
async function encodedFile(file: string, contentType: string): Promise<EncodedBody> {
  const body = new Uint8Array(await readFile(file));
  const etag = sha256Etag(body);
  const [br, gz] = await Promise.all([readIfPresent(`${file}.br`), readIfPresent(`${file}.gz`)]);
  if (br || gz) return withSmaller({ identity: body, etag }, br, gz);
  return encodeBody(body, contentType, etag);
}

/** Hashed build output never changes under its name; everything else is revalidated hourly. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";

/**
 * The built client files, read once and kept in memory (they are small and never change while
 * the process runs). Paths outside the root, dotfiles and the HTML template are never served.
 */
export function createStaticFiles(root: string) {
  const absoluteRoot = resolve(root);
  const assetsDir = join(absoluteRoot, "assets") + sep;
  /** Keyed by the file, not the path: `/assets//a.js` and `/assets/a.js` share one copy. */
  const cache = new Map<string, StaticFile>();

  /** The file a path names, or null when it must not be served. */
  function fileOf(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith(".")))
      return null;
    const file = resolve(join(absoluteRoot, decoded));
    if (!file.startsWith(absoluteRoot + sep) || file === join(absoluteRoot, "index.html"))
      return null;
    return file;
  }

  async function load(file: string): Promise<StaticFile | null> {
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!contentType) return null;
    try {
      if (!(await stat(file)).isFile()) return null;
      const encoded = await encodedFile(file, contentType);
      const cacheControl = file.startsWith(assetsDir) ? IMMUTABLE_CACHE : SHORT_CACHE;
      return { encoded, contentType, cacheControl };
    } catch {
      return null;
    }
  }

  return {
    async get(pathname: string): Promise<StaticFile | null> {
      const file = fileOf(pathname);
      if (!file) return null;
      const cached = cache.get(file);
      if (cached) return cached;
      const loaded = await load(file);
      // Misses are not remembered: any path would otherwise grow the map.
      if (loaded) cache.set(file, loaded);
      return loaded;
    },
  };
}
