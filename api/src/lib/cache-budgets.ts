import { totalmem } from "node:os";

const MB = 2 ** 20;

/**
 * How many bytes the in-memory answers may take: a sixteenth of the machine's memory for the
 * rendered pages and as much for the hot cache, each between 32 MB and 256 MB. A 1 GB server
 * keeps 64 MB of each; larger machines stop at 256 MB, which holds the pages of a site of
 * 2,000 standards in both languages.
 */
export function cacheBudgets(memoryBytes = totalmem()) {
  const share = Math.min(256 * MB, Math.max(32 * MB, Math.floor(memoryBytes / 16)));
  return { pagesBytes: share, hotBytes: share };
}
