import { totalmem } from "node:os";

const MB = 2 ** 20;

/** The machine's memory, or the container's limit where one is set (cgroups). */
function availableMemory(): number {
  const limit = process.constrainedMemory?.();
  return limit && limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/**
 * How many bytes the in-memory answers may take: a sixteenth of the memory (the machine's, or
 * the container's limit) for the rendered pages and as much for the hot cache, each between
 * 32 MB and 256 MB. A 1 GB server keeps 64 MB of each; larger machines stop at 256 MB, which
 * holds about 3,500 pages (of the 4,030 of a site of 2,000 standards in both languages).
 */
export function cacheBudgets(memoryBytes = availableMemory()) {
  const share = Math.min(256 * MB, Math.max(32 * MB, Math.floor(memoryBytes / 16)));
  return { pagesBytes: share, hotBytes: share };
}
