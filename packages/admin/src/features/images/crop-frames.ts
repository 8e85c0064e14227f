import { IMAGE_SLOTS } from "@app/contract";
import type { SlotRule } from "./image-slot-queries.ts";

/** What a page draws over the picture in a frame: the home page's darkening of its hero. */
export interface FrameVeil {
  /** The CSS background of the layer over the picture, as the page draws it. */
  background: string;
  /** Says so beside the picture: "As shown on the home page, with its darkening (60%)". */
  note: string;
}

/** A frame a page may show the picture in: a slot's, or a common one when it fills none. */
export interface CropFrame {
  key: string;
  label: string;
  /** Width / height; null when the whole picture shows. */
  aspectRatio: number | null;
  /** Drawn over the picture where the page does so; none shows the picture as it is. */
  veil?: FrameVeil;
}

/** "16:9", "1.91:1", or "whole picture": a frame's shape as people write it. */
export function frameShape(aspectRatio: number | null): string {
  if (aspectRatio === null) return "whole picture";
  for (let height = 1; height <= 16; height++) {
    const width = aspectRatio * height;
    if (Math.abs(width - Math.round(width)) < 0.001) return `${Math.round(width)}:${height}`;
  }
  return `${Number(aspectRatio.toFixed(2))}:1`;
}

export const slotFrames = (rules: readonly SlotRule[]) =>
  rules.map(
    (rule): CropFrame => ({ key: rule.id, label: rule.label, aspectRatio: rule.aspectRatio }),
  );

/** For a picture no slot shows yet: how it would look in the frames pages crop to most. */
export const COMMON_FRAMES: readonly CropFrame[] = (["hero", "card", "feature"] as const).map(
  (id) => ({
    key: id,
    label: `As a ${IMAGE_SLOTS[id].label.toLowerCase()}`,
    aspectRatio: IMAGE_SLOTS[id].aspectRatio,
  }),
);

export const WHOLE_PICTURE: CropFrame = {
  key: "whole",
  label: "As uploaded",
  aspectRatio: null,
};
