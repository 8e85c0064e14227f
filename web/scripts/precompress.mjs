// Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` beside every built client
// file that shrinks, so the server sends compressed bytes without compressing anything per
// request (api/src/web/static-files.ts picks them up). Run after `vite build`.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".webmanifest",
]);
/** Below this a compressed body saves less than its headers (the server's rule too). */
const MIN_BYTES = 1024;

const root = fileURLToPath(new URL("../dist/client/", import.meta.url));

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let plain = 0;
let compressed = 0;
for await (const path of files(root)) {
  const body = await readFile(path);
  // A copy left by an earlier build must never stand for this file.
  await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
  if (body.byteLength < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < body.byteLength) await writeFile(`${path}.br`, br);
  if (gz.byteLength < body.byteLength) await writeFile(`${path}.gz`, gz);
  plain += body.byteLength;
  compressed += Math.min(br.byteLength, body.byteLength);
}
console.info(
  `precompressed ${(plain / 1024).toFixed(0)} KB of client files to ${(compressed / 1024).toFixed(0)} KB (brotli)`,
);
