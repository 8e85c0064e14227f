import {
  apiErrorMessages,
  IMAGE_SLOTS,
  MAX_UPLOAD_BYTES,
  slotFitMessages,
  toastMessages,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import type { FileCheck } from "../../lib/file-checks.ts";
import { replacementProblems } from "./replacement-problems.ts";

const png = (width: number, height: number, byteSize = 1000) => ({
  byteSize,
  contentType: "image/png",
  width,
  height,
});
const accepted: FileCheck = { ok: true, type: "image/png" };
const mismatch: FileCheck = {
  ok: false,
  reason: "content",
  message: {
    title: toastMessages.invalidFileType.title,
    description: apiErrorMessages.typeMismatch,
  },
};
const tooLarge: FileCheck = { ok: false, reason: "size", message: toastMessages.fileTooLarge };

describe("replacementProblems", () => {
  it("warns of a picture too small and shaped unlike its slot, and lets it through", () => {
    expect(replacementProblems(png(400, 300), accepted, [IMAGE_SLOTS.hero])).toEqual({
      errors: [],
      warnings: [
        slotFitMessages.tooSmall(400, IMAGE_SLOTS.hero),
        slotFitMessages.shape(IMAGE_SLOTS.hero, 25),
      ],
    });
  });

  it("says the slot check's refusal once, not the upload check's too", () => {
    const big = png(4000, 2250, MAX_UPLOAD_BYTES + 1);
    expect(replacementProblems(big, tooLarge, [IMAGE_SLOTS.hero])).toEqual({
      errors: [slotFitMessages.tooLarge],
      warnings: [],
    });
  });

  it("refuses bytes that are not the type the file claims, as the upload would", () => {
    expect(replacementProblems(png(1920, 1080), mismatch, [IMAGE_SLOTS.hero])).toEqual({
      errors: [apiErrorMessages.typeMismatch],
      warnings: [],
    });
  });
});
