import { ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "../limits.ts";

/** What a place on the site that shows an image needs of it. */
export interface ImageSlotRule {
  label: string;
  /** Where visitors see it, for the admin. */
  shownAs: string;
  /** Width / height of the frame the page crops to; null when the whole picture shows. */
  aspectRatio: number | null;
  /** Narrower than this looks soft on a 2x screen at the slot's largest size. */
  minWidth: number;
  /** The page gives it an empty alt whatever the image says (a background, a named link). */
  decorative: boolean;
}

export const IMAGE_SLOTS = {
  logo: {
    label: "Logo",
    shownAs: "the header, phone menu and footer, 44 px high, whole",
    aspectRatio: null,
    minWidth: 320,
    decorative: true,
  },
  hero: {
    label: "Home page background",
    shownAs: "behind the home page's first screen, full width, dimmed",
    aspectRatio: 16 / 9,
    minWidth: 1920,
    decorative: true,
  },
  card: {
    label: "Card picture",
    shownAs: "a service group or pillar card, cropped to 8:5",
    aspectRatio: 8 / 5,
    minWidth: 1200,
    decorative: false,
  },
  feature: {
    label: "Section picture",
    shownAs: "beside the About and Training texts, cropped to 4:3",
    aspectRatio: 4 / 3,
    minWidth: 1200,
    decorative: false,
  },
  share: {
    label: "Link preview",
    shownAs: "when a page is shared on social media and in chats, cropped to 1.91:1",
    aspectRatio: 1.91,
    minWidth: 1200,
    decorative: true,
  },
} as const satisfies Record<string, ImageSlotRule>;

export type ImageSlotId = keyof typeof IMAGE_SLOTS;

export const isImageSlotId = (value: unknown): value is ImageSlotId =>
  typeof value === "string" && Object.hasOwn(IMAGE_SLOTS, value);

/** How far a picture's shape may be from its slot's before the admin is warned (a fifth). */
export const ASPECT_TOLERANCE = 0.2;

export const slotFitMessages = {
  tooLarge: "Over 5 MB: make the file smaller before uploading",
  wrongType: "Not an image this site takes (JPEG, PNG, GIF, WebP or SVG)",
  tooSmall: (width: number, slot: ImageSlotRule) =>
    `${width} px wide: ${slot.label.toLowerCase()} needs at least ${slot.minWidth} px to look sharp`,
  shape: (slot: ImageSlotRule, cropped: number) =>
    `Shaped unlike ${slot.label.toLowerCase()}: the page will crop ${cropped}% of the picture away`,
} as const;

export interface FileToFit {
  byteSize: number;
  /** The type read from the bytes; null when they are no image. */
  contentType: string | null;
  /** Pixel size; null for an SVG (it scales) or when unknown. */
  width: number | null;
  height: number | null;
}

export interface SlotFit {
  /** Refusals: the file cannot be uploaded. */
  errors: string[];
  /** Doubts the admin may accept: it uploads, but may look soft or lose part of the picture. */
  warnings: string[];
}

/** The share of a picture a crop to `aspectRatio` removes (0 when the shapes agree). */
export function croppedShare(width: number, height: number, aspectRatio: number): number {
  const own = width / height;
  return own > aspectRatio ? 1 - aspectRatio / own : 1 - own / aspectRatio;
}

/**
 * Whether a file suits the slots it will fill: errors for what the server refuses anyway (over
 * 5 MB, not an image), warnings for a picture too small or shaped far from a slot's frame.
 * The same rule in the admin and in the desktop app's Bulk Replace.
 */
export function checkSlotFit(file: FileToFit, slots: readonly ImageSlotRule[]): SlotFit {
  const errors: string[] = [];
  if (file.byteSize > MAX_UPLOAD_BYTES) errors.push(slotFitMessages.tooLarge);
  if (!ALLOWED_IMAGE_TYPES.some((type) => type === file.contentType)) {
    errors.push(slotFitMessages.wrongType);
  }
  const warnings: string[] = [];
  const { width, height } = file;
  if (errors.length === 0 && width && height) {
    for (const slot of slots) {
      if (width < slot.minWidth) warnings.push(slotFitMessages.tooSmall(width, slot));
      if (slot.aspectRatio === null) continue;
      const cropped = croppedShare(width, height, slot.aspectRatio);
      if (cropped > ASPECT_TOLERANCE) {
        warnings.push(slotFitMessages.shape(slot, Math.round(cropped * 100)));
      }
    }
  }
  return { errors, warnings: [...new Set(warnings)] };
}

/** The answer of GET /api/admin/image-slots: the slots each library image fills today. */
export interface ImageSlotsAnswer {
  items: { imageId: number; filename: string; slots: ImageSlotId[] }[];
}
