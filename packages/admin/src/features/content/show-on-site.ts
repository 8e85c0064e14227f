import { SINGLE_SECTIONS } from "@app/contract";
import type { DocumentPlace, ImagePlace } from "../../lib/add-intent.ts";
import { blankItem, describeSchema, type FieldSpec } from "./schema-fields.ts";

/** A title in plain words from a file's name: `organic-cotton-guide.pdf` is "Organic cotton guide". */
export function titleFromFileName(filename: string): string {
  const words = filename
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_.\s]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of the place's list items, read from the section's schema as the form reads them. */
function itemFields(place: DocumentPlace): readonly FieldSpec[] {
  const definition = SINGLE_SECTIONS[place.section];
  const fields =
    definition &&
    describeSchema(definition.schema, {
      references: definition.references,
      section: place.section,
    });
  const list = fields?.find((field) => field.key === place.list);
  return list?.kind === "objectList" ? list.fields : [];
}

export interface AddedItem {
  content: Record<string, unknown>;
  /** Where the new item is in the list, and its first field left empty (to focus). */
  index: number;
  emptyField: string | undefined;
}

/** The content with a new item for the PDF at the end of the place's list, titled from its name. */
export function withDocumentItem(
  content: Record<string, unknown>,
  place: DocumentPlace,
  file: string,
): AddedItem {
  const fields = itemFields(place);
  const item = { ...blankItem(fields), title: titleFromFileName(file), [place.field]: file };
  const items = Array.isArray(content[place.list]) ? (content[place.list] as unknown[]) : [];
  return {
    content: { ...content, [place.list]: [...items, item] },
    index: items.length,
    emptyField: fields.find((field) => item[field.key] === "")?.key,
  };
}

/** The content with the picture in the place's field, in place of the one there (if any). */
export const withPicture = (
  content: Record<string, unknown>,
  place: ImagePlace,
  file: string,
): Record<string, unknown> => ({ ...content, [place.field]: file });
