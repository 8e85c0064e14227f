import type { FileToFit, ImageSlotRule, SlotFit } from "@app/contract";
import { useEffect, useState } from "react";
import { checkImageFile, type FileCheck } from "../../lib/file-checks.ts";
import { imageFileFacts } from "../../lib/image-file-facts.ts";
import { replacementProblems } from "./replacement-problems.ts";

export type ReplacementCheck = { facts: FileToFit } & SlotFit;

/** Reads a chosen file (type by its bytes, pixel size) and judges it; undefined while reading. */
export function useReplacementCheck(
  file: File,
  rules: readonly ImageSlotRule[],
): ReplacementCheck | undefined {
  const [read, setRead] = useState<{ file: File; facts: FileToFit; upload: FileCheck }>();
  useEffect(() => {
    let current = true;
    void Promise.all([imageFileFacts(file), checkImageFile(file)]).then(([facts, upload]) => {
      if (current) setRead({ file, facts, upload });
    });
    return () => {
      current = false;
    };
  }, [file]);
  if (read?.file !== file) return undefined;
  return { facts: read.facts, ...replacementProblems(read.facts, read.upload, rules) };
}
