import { storedFilenameStem } from "@app/contract";

/** A file from the user's computer as the bulk modules see it: no path, no Electron. */
export interface LocalFile {
  /** Unique within a batch (the main process's token in the app). */
  key: string;
  name: string;
  /** "/"-separated path inside what was dropped, e.g. "shoot/brand/logo.png". */
  relativePath: string;
  size: number;
  /** When it last changed (ms since 1970), when known: with path and size, the same file again. */
  modified?: number;
  read(): Promise<Uint8Array>;
}

/** The extension without the dot, lower-case; "" when there is none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/**
 * The name without extension as the server stores a new upload's name ("Hero Factory (2).JPG"
 * -> "hero-factory-2"): the contract's own rule, so two files that would collide are found
 * before anything is sent.
 */
export const storedStem = storedFilenameStem;

export const depthOf = (relativePath: string): number => relativePath.split("/").length - 1;
