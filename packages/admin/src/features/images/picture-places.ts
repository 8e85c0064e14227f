import { checkSlotFit, type FileToFit, IMAGE_SLOTS } from "@app/contract";
import type { SitePlace } from "../../components/stored-file/show-on-site-action.tsx";
import { addIntentAddress, IMAGE_PLACES } from "../../lib/add-intent.ts";

/**
 * The places a picture could go, each with the slot's rules applied: a place it does not fit
 * (too small to look sharp, or shaped so the page would crop much away) says why instead.
 */
export function picturePlaces(
  image: FileToFit & { filename: string },
  /** The name of the picture a section's field shows today, if any. */
  shownAt: (section: string, field: string) => string | undefined = () => undefined,
): SitePlace[] {
  return IMAGE_PLACES.map((place) => {
    const shown = shownAt(place.section, place.field);
    const fit = checkSlotFit(image, [IMAGE_SLOTS[place.slot]]);
    return {
      label: place.label,
      address: addIntentAddress(place.section, {
        kind: "image",
        file: image.filename,
        field: place.field,
      }),
      note: shown ? `Replaces ${shown}` : undefined,
      unfit: [...fit.errors, ...fit.warnings][0],
    };
  });
}
