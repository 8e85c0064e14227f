import { chmod, lstat, readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * The data folder holds the password hashes and TOTP keys (in the embedded database's files
 * and its write-ahead log), the secrets key and backups with every lead: readable by the
 * server's user only, never by other users of the machine.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Set by the entry points: what the process creates is private from the start. */
export const PRIVATE_UMASK = 0o077;

const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

/**
 * Makes a folder and everything in it private (folders 0700, files 0600), symbolic links
 * left alone; answers how many it changed. Files that vanish meanwhile (the database's own
 * temporary files) are skipped. PGlite sets 0666 on the files it unpacks from its template,
 * so a new data folder is put right here too.
 */
export async function makeTreePrivate(root: string): Promise<number> {
  if (process.platform === "win32") return 0;
  let changed = 0;
  const fix = async (path: string, mode: number) => {
    try {
      await chmod(path, mode);
      changed++;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  };
  const visit = async (path: string): Promise<void> => {
    const info = await lstat(path).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!info || info.isSymbolicLink()) return;
    const open = (info.mode & 0o077) !== 0;
    if (!info.isDirectory()) {
      if (open) await fix(path, PRIVATE_FILE_MODE);
      return;
    }
    if (open) await fix(path, PRIVATE_DIR_MODE);
    const names = await readdir(path).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const name of names) await visit(join(path, name));
  };
  await visit(root);
  return changed;
}

/** makeTreePrivate over several folders, told to the log when anything was open. */
export async function keepFoldersPrivate(
  folders: readonly string[],
  log: (message: string, fields: Record<string, unknown>) => void,
): Promise<void> {
  for (const folder of folders) {
    const changed = await makeTreePrivate(folder);
    if (changed > 0) {
      log("made files private to the server's user (they were readable by others)", {
        folder,
        changed,
      });
    }
  }
}
