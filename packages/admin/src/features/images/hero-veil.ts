import {
  type ContentSection,
  heroDefaults,
  heroOverlayBackground,
  SINGLE_SECTIONS,
} from "@app/contract";
import { contentAreaLabel } from "../../lib/content-areas.ts";
import type { CropFrame, FrameVeil } from "./crop-frames.ts";

/** The section whose `overlay` darkens the home page's picture. */
const HERO_SECTION = "hero";

/**
 * How dark the home page draws its picture (the hero's `overlay`, in percent) in the content
 * list: the saved value, or the default a new hero gets while the list loads or has none.
 */
export function heroOverlayOf(
  sections: readonly Pick<ContentSection, "section" | "content">[] | undefined,
): number {
  const overlay = sections?.find((row) => row.section === HERO_SECTION)?.content.overlay;
  return typeof overlay === "number" && Number.isFinite(overlay) ? overlay : heroDefaults.overlay;
}

/** Where the darkening is changed, as the admin's menus name it: "Pages → Hero". */
export const heroOverlayPlace = (): string => {
  const hero = SINGLE_SECTIONS[HERO_SECTION];
  return hero ? `${contentAreaLabel(hero.area)} → ${hero.label}` : "the hero section";
};

/** The veil the home page draws over its picture at this darkening, with words saying so. */
export const heroVeil = (overlay: number): FrameVeil => ({
  background: heroOverlayBackground(overlay),
  note: `As shown on the home page, with its darkening (${overlay}%)`,
});

/**
 * The veil a page draws over a picture in this slot (or frame), if any: only the hero's. Also
 * the desktop's Bulk Replace preview draws it (through `@app/admin`).
 */
export const slotVeil = (slot: string, overlay: number): FrameVeil | undefined =>
  slot === "hero" ? heroVeil(overlay) : undefined;

/** The frames with the home page's veil over the hero's, as visitors see that picture. */
export const withHeroVeil = (frames: readonly CropFrame[], overlay: number): CropFrame[] =>
  frames.map((frame) => {
    const veil = slotVeil(frame.key, overlay);
    return veil ? { ...frame, veil } : frame;
  });
