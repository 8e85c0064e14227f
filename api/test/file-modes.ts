import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Everything under root (root too) that other users may read, write or enter, with its mode. */
export function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (!info || info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) found.push(`${(info.mode & 0o777).toString(8)} ${path}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}
