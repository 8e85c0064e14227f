import type { WebsiteImage } from "@app/contract";
import type { AdminApi } from "./admin-api.ts";
import { describeFailure } from "./failures.ts";
import type { UndoEntry } from "./report.ts";

export interface UndoResult {
  restored: { entry: UndoEntry; image: WebsiteImage }[];
  failed: { entry: UndoEntry; reason: string }[];
}

export const undoReasons = {
  changedSince: (version: number) =>
    `Changed since this batch (now version ${version}); left as it is`,
  noEarlierVersion: "No earlier version to go back to",
  versionGone: (version: number) => `Version ${version} is no longer kept`,
} as const;

/**
 * Undoes a batch: every image it replaced goes back to the version it had before, through the
 * API's version restore. An image changed again since the batch is left alone (and said so),
 * so an undo never throws away someone else's later work. `batchId` names the batch undone to
 * the server, for its activity log.
 */
export async function undoBatch(
  entries: readonly UndoEntry[],
  api: Pick<AdminApi, "versions" | "restore">,
  { batchId, concurrency = 3 }: { batchId?: string; concurrency?: number } = {},
): Promise<UndoResult> {
  const result: UndoResult = { restored: [], failed: [] };
  const pending = [...entries];
  async function worker() {
    for (let entry = pending.shift(); entry; entry = pending.shift()) {
      try {
        const versions = await api.versions(entry.imageId);
        const current = versions.find((version) => version.current);
        if (current && current.version !== entry.batchVersion) {
          result.failed.push({ entry, reason: undoReasons.changedSince(current.version) });
          continue;
        }
        const target =
          entry.previousVersion ??
          Math.max(
            -1,
            ...versions.map((v) => v.version).filter((version) => version < entry!.batchVersion),
          );
        if (target < 0) {
          result.failed.push({ entry, reason: undoReasons.noEarlierVersion });
          continue;
        }
        if (!versions.some((version) => version.version === target)) {
          result.failed.push({ entry, reason: undoReasons.versionGone(target) });
          continue;
        }
        // With the version this batch made as the expected one: if someone replaces the image
        // between the check above and now, the server refuses (409) instead of undoing their work.
        const image = await api.restore(entry.imageId, target, entry.batchVersion, batchId);
        result.restored.push({ entry, image });
      } catch (error) {
        result.failed.push({ entry, reason: describeFailure(error) });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
