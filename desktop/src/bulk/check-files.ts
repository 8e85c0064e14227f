import { errorMessage } from "./failures.ts";
import { checkFile, checkSize, type FileCheck, unreadable } from "./file-check.ts";
import type { LocalFile } from "./local-file.ts";

/** A picture's size in pixels, as it shows upright. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Reads the pixel size of a file that passed its checks; null when the file cannot be decoded.
 * Given by the host: the renderer decodes with the browser (EXIF orientation applied), while
 * Node tests and tools have no decoder and leave sizes unknown.
 */
export type MeasurePixels = (body: Blob) => Promise<PixelSize | null>;

export interface CheckedFile {
  check: FileCheck;
  /** The bytes, typed with their sniffed type, when the file passed (kept for upload and thumbnail). */
  body: Blob | null;
  /** Known for a raster picture that passed and could be measured; an SVG scales, so never. */
  pixels: PixelSize | null;
}

async function measureSafely(measure: MeasurePixels | undefined, body: Blob) {
  if (!measure || body.type === "image/svg+xml") return null;
  try {
    return await measure(body);
  } catch {
    return null;
  }
}

/** Checks one file: its size first (a file over 5 MB is never read), then its bytes. */
export async function checkLocalFile(
  file: LocalFile,
  measure?: MeasurePixels,
): Promise<CheckedFile> {
  const sizeRefusal = checkSize(file.size);
  if (sizeRefusal) return { check: sizeRefusal, body: null, pixels: null };
  let bytes: Uint8Array;
  try {
    bytes = await file.read();
  } catch (error) {
    return { check: unreadable(errorMessage(error)), body: null, pixels: null };
  }
  const check = checkFile(file.size, bytes);
  if (!check.ok) return { check, body: null, pixels: null };
  const body = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: check.type });
  return { check, body, pixels: await measureSafely(measure, body) };
}

export interface CheckOptions {
  /** Files checked at the same time. */
  concurrency?: number;
  measure?: MeasurePixels;
}

/** Checks files a few at a time, reporting each as soon as it is known. */
export async function checkFiles(
  files: readonly LocalFile[],
  onChecked: (file: LocalFile, result: CheckedFile) => void,
  { concurrency = 4, measure }: CheckOptions = {},
): Promise<void> {
  const pending = [...files];
  const worker = async () => {
    for (let file = pending.shift(); file; file = pending.shift()) {
      onChecked(file, await checkLocalFile(file, measure));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
