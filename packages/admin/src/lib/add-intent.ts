import {
  type FieldMeta,
  IMAGE_SLOTS,
  type ImageSlotId,
  isImageSlotId,
  SINGLE_SECTIONS,
} from "@app/contract";
import { z } from "zod";
import { sectionAddress } from "./admin-address.ts";

/**
 * "Show on the site": a file no page uses yet, to be put in a place that takes it. The intent
 * travels in the editor's address (`/resources/resources?add=document:guide.pdf`), so a reload
 * keeps it until the editor applies it (and drops it from the address).
 */
export type AddIntent =
  | { kind: "document"; file: string }
  /** A picture for one field of the section (`image`, `logo`), which it fills or replaces. */
  | { kind: "image"; file: string; field: string };

/** A list of a single section whose items each take a PDF: the resources, the training courses. */
export interface DocumentPlace {
  section: string;
  /** The section's name in the owner's words: "Resources library", "Training block". */
  label: string;
  /** The list's key in the section's content, and the item's field that names the PDF. */
  list: string;
  field: string;
}

/** Every place that takes a PDF, read from the sections' reference rules. */
export const DOCUMENT_PLACES: readonly DocumentPlace[] = Object.entries(SINGLE_SECTIONS).flatMap(
  ([section, definition]) =>
    definition.references.flatMap(([kind, list, each, field, ...rest]) =>
      kind === "document" && list && each === "*" && field && rest.length === 0
        ? [{ section, label: definition.label, list, field }]
        : [],
    ),
);

export const documentPlace = (section: string): DocumentPlace | undefined =>
  DOCUMENT_PLACES.find((place) => place.section === section);

/** A single section's field that shows one picture: the home page's background, the logo. */
export interface ImagePlace {
  section: string;
  /** In the owner's words: the section's name and the slot's ("About — section picture"). */
  label: string;
  field: string;
  slot: ImageSlotId;
}

/** The slot a section's top-level field fills, from its schema's meta (`imageRef`). */
function slotOf(schema: unknown, field: string): ImageSlotId | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  const meta = shape?.[field] && (z.globalRegistry.get(shape[field]) as FieldMeta | undefined);
  return isImageSlotId(meta?.slot) ? meta.slot : undefined;
}

/** Every single section's field that takes a picture, read from the reference rules and slots. */
export const IMAGE_PLACES: readonly ImagePlace[] = Object.entries(SINGLE_SECTIONS).flatMap(
  ([section, definition]) =>
    definition.references.flatMap(([kind, field, ...rest]) => {
      const slot =
        kind === "image" && field && rest.length === 0 && slotOf(definition.schema, field);
      return slot && field
        ? [
            {
              section,
              label: `${definition.label} — ${IMAGE_SLOTS[slot].label.toLowerCase()}`,
              field,
              slot,
            },
          ]
        : [];
    }),
);

export const imagePlace = (section: string, field: string): ImagePlace | undefined =>
  IMAGE_PLACES.find((place) => place.section === section && place.field === field);

/** The address of a place's editor that adds the file there. */
export function addIntentAddress(section: string, intent: AddIntent): string {
  const query = new URLSearchParams({ add: `${intent.kind}:${intent.file}` });
  if (intent.kind === "image") query.set("field", intent.field);
  return `${sectionAddress(section)}?${query}`;
}

/** The intent an address's query part carries, or undefined. */
export function parseAddIntent(search: string): AddIntent | undefined {
  const query = new URLSearchParams(search);
  const add = query.get("add") ?? "";
  const colon = add.indexOf(":");
  const kind = add.slice(0, colon);
  const file = add.slice(colon + 1);
  if (colon < 0 || !file) return undefined;
  if (kind === "document") return { kind, file };
  const field = query.get("field");
  return kind === "image" && field ? { kind, file, field } : undefined;
}
