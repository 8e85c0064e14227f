/**
 * Turns what the user dropped or chose (files and folders) into a flat list of files, folders
 * read recursively, and keeps the list of files the renderer may read. The renderer gets
 * opaque tokens, never paths, and can read nothing it was not given. No Electron import.
 */
import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import { lstat, open, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { MAX_UPLOAD_BYTES, toastMessages } from "@app/contract";
import type { PickedFile, PickResult } from "../shared/bridge.ts";

export interface ScannedFile {
  path: string;
  name: string;
  relativePath: string;
  size: number;
  /** When the file last changed (ms since 1970): with its path and size, it tells the same file added again. */
  modified: number;
}

export interface ScanResult {
  files: ScannedFile[];
  ignored: number;
  truncated: boolean;
}

export interface ScanOptions {
  /** Stop after this many files (a drop of a whole disk should not hang the app). */
  maxFiles?: number;
  maxDepth?: number;
}

/** Entries never offered: hidden files and the litter of file managers and archivers. */
export function isIgnoredName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    name.startsWith(".") ||
    lower === "thumbs.db" ||
    lower === "desktop.ini" ||
    lower === "__macosx" ||
    lower === "$recycle.bin"
  );
}

/**
 * Every file under the given paths, folders read recursively, sorted by relative path. A
 * dropped folder's own name starts its files' relative paths ("shoot/hero/a.jpg"). Links to
 * files are followed; links to folders are not (no cycles, no surprises).
 */
export async function scanPaths(
  paths: readonly string[],
  options: ScanOptions = {},
): Promise<ScanResult> {
  const maxFiles = options.maxFiles ?? 5000;
  const maxDepth = options.maxDepth ?? 32;
  const result: ScanResult = { files: [], ignored: 0, truncated: false };
  const seen = new Set<string>();

  const addFile = (path: string, relativePath: string, { size, mtimeMs }: FileFacts) => {
    if (seen.has(path)) return;
    if (result.files.length >= maxFiles) {
      result.truncated = true;
      return;
    }
    seen.add(path);
    result.files.push({
      path,
      name: basename(path),
      relativePath,
      size,
      modified: Math.trunc(mtimeMs),
    });
  };

  async function walk(dir: string, relative: string, depth: number): Promise<void> {
    if (depth > maxDepth) {
      result.ignored++;
      return;
    }
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      result.ignored++;
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (result.truncated) return;
      if (isIgnoredName(entry.name)) {
        result.ignored++;
        continue;
      }
      const path = join(dir, entry.name);
      const childRelative = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(path, childRelative, depth + 1);
      } else if (entry.isFile()) {
        const facts = await factsOf(path);
        if (facts === null) result.ignored++;
        else addFile(path, childRelative, facts);
      } else if (entry.isSymbolicLink()) {
        const target = await stat(path).catch(() => null);
        if (target?.isFile()) addFile(path, childRelative, target);
        else result.ignored++;
      } else {
        result.ignored++;
      }
    }
  }

  for (const path of paths) {
    if (result.truncated) break;
    const info = await stat(path).catch(() => null);
    const name = basename(path);
    if (!info || isIgnoredName(name)) result.ignored++;
    else if (info.isDirectory()) await walk(path, name, 1);
    else if (info.isFile()) addFile(path, name, info);
    else result.ignored++;
  }
  result.files.sort((a, b) =>
    a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0,
  );
  return result;
}

type FileFacts = { size: number; mtimeMs: number };

async function factsOf(path: string): Promise<FileFacts | null> {
  try {
    return await lstat(path);
  } catch {
    return null;
  }
}

export class FileReadError extends Error {}

/**
 * The files the renderer was given, by token. Reading is limited to these, and to files no
 * larger than an upload may be (the renderer refuses bigger ones by their size alone).
 */
export class FileGrants {
  private readonly byToken = new Map<string, string>();

  constructor(private readonly limit = 20_000) {}

  grant(scan: ScanResult): PickResult {
    const files: PickedFile[] = scan.files.map((file) => {
      const token = randomUUID();
      this.byToken.set(token, file.path);
      const { name, relativePath, size, modified } = file;
      return { token, name, relativePath, size, modified };
    });
    // The oldest grants go first when there are too many (a long session of many drops).
    for (const token of this.byToken.keys()) {
      if (this.byToken.size <= this.limit) break;
      this.byToken.delete(token);
    }
    return { files, ignored: scan.ignored, truncated: scan.truncated };
  }

  has(token: string): boolean {
    return this.byToken.has(token);
  }

  async read(token: string, maxBytes = MAX_UPLOAD_BYTES): Promise<Uint8Array> {
    const path = this.byToken.get(token);
    if (!path) throw new FileReadError("This file was not chosen in this session");
    const handle = await open(path, "r").catch(() => {
      throw new FileReadError("The file can no longer be read (moved, deleted or not allowed)");
    });
    try {
      const { size } = await handle.stat();
      if (size > maxBytes) throw new FileReadError(toastMessages.fileTooLarge.description);
      const bytes = new Uint8Array(size);
      let offset = 0;
      while (offset < size) {
        const { bytesRead } = await handle.read(bytes, offset, size - offset, offset);
        if (bytesRead === 0) break;
        offset += bytesRead;
      }
      return offset === size ? bytes : bytes.subarray(0, offset);
    } finally {
      await handle.close();
    }
  }
}
