import { SINGLE_SECTIONS } from "@app/contract";
import { sectionAddress } from "./admin-address.ts";

/**
 * "Show on the site": a file no page uses yet, to be put in a place that takes it. The intent
 * travels in the editor's address (`/resources/resources?add=document:guide.pdf`), so a reload
 * keeps it until the editor applies it (and drops it from the address).
 */
export interface AddIntent {
  kind: "document";
  file: string;
}

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

/** The address of a place's editor that adds the file there. */
export const addIntentAddress = (section: string, intent: AddIntent): string =>
  `${sectionAddress(section)}?${new URLSearchParams({ add: `${intent.kind}:${intent.file}` })}`;

/** The intent an address's query part carries, or undefined. */
export function parseAddIntent(search: string): AddIntent | undefined {
  const add = new URLSearchParams(search).get("add");
  if (!add?.startsWith("document:")) return undefined;
  const file = add.slice("document:".length);
  return file ? { kind: "document", file } : undefined;
}
