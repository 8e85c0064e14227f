import { errorMessage } from "./api-errors.ts";
import { checkFile, checkSize, type FileCheck, unreadable } from "./file-check.ts";
import type { LocalFile } from "./local-file.ts";

export interface CheckedFile {
  check: FileCheck;
  /** The bytes, typed with their sniffed type, when the file passed (kept for upload and thumbnail). */
  body: Blob | null;
}

/** Checks one file: its size first (a file over 5 MB is never read), then its bytes. */
export async function checkLocalFile(file: LocalFile): Promise<CheckedFile> {
  const sizeRefusal = checkSize(file.size);
  if (sizeRefusal) return { check: sizeRefusal, body: null };
  let bytes: Uint8Array;
  try {
    bytes = await file.read();
  } catch (error) {
    return { check: unreadable(errorMessage(error)), body: null };
  }
  const check = checkFile(file.size, bytes);
  return {
    check,
    body: check.ok ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: check.type }) : null,
  };
}

/** Checks files a few at a time, reporting each as soon as it is known. */
export async function checkFiles(
  files: readonly LocalFile[],
  onChecked: (file: LocalFile, result: CheckedFile) => void,
  concurrency = 4,
): Promise<void> {
  const pending = [...files];
  const worker = async () => {
    for (let file = pending.shift(); file; file = pending.shift()) {
      onChecked(file, await checkLocalFile(file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
