import { IMAGE_SLOTS, isDocument, type WebsiteImage } from "@app/contract";
import { claimOf } from "./pointing.ts";
import { type ReviewState, reviewRows } from "./review.ts";

/** A picture of the site as the picker shows it, in the owner's words. */
export interface PictureChoice {
  image: WebsiteImage;
  /** What the picture is called: its alt text, or its name when it has none. */
  title: string;
  /** Where visitors see it: the slots' names ("Home page background"); empty when nowhere known. */
  usage: string[];
  /** The file of the batch that already replaces it, if any. */
  takenBy: string | null;
}

/** What a picture is called in the owner's words: its alt text, else its name, else its file. */
export const pictureTitle = (image: WebsiteImage): string =>
  image.alt.trim() || image.name.trim() || image.filename;

/** The pictures file `key` may be pointed at (documents are not pictures), by title. */
export function pictureChoices(state: ReviewState, key: string): PictureChoice[] {
  const rows = reviewRows(state);
  return state.images
    .filter((image) => !isDocument(image))
    .map((image) => ({
      image,
      title: pictureTitle(image),
      usage: (state.slotsByImage?.get(image.id) ?? []).map((id) => IMAGE_SLOTS[id].label),
      takenBy: claimOf(rows, image.id, key)?.file.relativePath ?? null,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: "base" }));
}

/** The choices whose title, name, alt text, description, usage or file name hold every word of `query`. */
export function filterChoices(
  choices: readonly PictureChoice[],
  query: string,
): readonly PictureChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return choices;
  return choices.filter((choice) => {
    const text = [
      choice.title,
      choice.image.name,
      choice.image.alt,
      choice.image.description,
      choice.image.filename,
      ...choice.usage,
    ]
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
