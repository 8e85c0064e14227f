import { checkSlotFit, type FileToFit, type ImageSlotRule, type SlotFit } from "@app/contract";
import type { FileCheck } from "../../lib/file-checks.ts";

/**
 * What stands against a replacement: the slot check (size, type by bytes, then how the picture
 * suits each slot), and, when that finds no error, the upload's own check of the declared type
 * against the bytes, so the review never lets through a file the upload would then refuse.
 */
export function replacementProblems(
  facts: FileToFit,
  upload: FileCheck,
  rules: readonly ImageSlotRule[],
): SlotFit {
  const fit = checkSlotFit(facts, rules);
  if (fit.errors.length > 0 || upload.ok) return fit;
  return { errors: [upload.message.description ?? upload.message.title], warnings: [] };
}
