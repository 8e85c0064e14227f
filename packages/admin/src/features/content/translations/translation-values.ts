import type { TranslatableShape } from "@app/contract";
import type { FieldSpec } from "../schema-fields.ts";

type Values = Record<string, unknown>;

const asObject = (value: unknown): Values =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Values) : {};

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A field of the English form with what of it is translated: only fields with words, and of
 * lists and groups only the parts with words. What a translation editor shows, in the
 * English form's order and with its labels.
 */
export interface TranslatedField {
  spec: FieldSpec;
  shape: TranslatableShape;
}

/** The English form's fields that hold words, each with its translatable shape. */
export function translatedFields(
  fields: readonly FieldSpec[],
  shape: TranslatableShape | undefined,
): TranslatedField[] {
  if (shape?.kind !== "object") return [];
  return fields.flatMap((spec) => {
    const field = shape.fields[spec.key];
    return field ? [{ spec, shape: field }] : [];
  });
}

/** The fields of one item of a list of objects (or of a group). */
export function innerFields(field: TranslatedField): TranslatedField[] {
  const { spec, shape } = field;
  if (spec.kind === "objectList" && shape.kind === "list") {
    return translatedFields(spec.fields, shape.item);
  }
  if (spec.kind === "group") return translatedFields(spec.fields, shape);
  return [];
}

/**
 * The translation form's values: the English content's shape (every list as long as the
 * English one), each word the translation has, "" where it has none.
 */
export function toTranslationValues(
  fields: readonly TranslatedField[],
  english: Values,
  translation: Values,
): Values {
  const values: Values = {};
  for (const field of fields) {
    const { key, kind } = field.spec;
    const en = english[key];
    const tr = translation[key];
    if (kind === "text") values[key] = text(tr);
    else if (kind === "list") values[key] = asArray(en).map((_, i) => text(asArray(tr)[i]));
    else if (kind === "objectList") {
      const inner = innerFields(field);
      values[key] = asArray(en).map((item, i) =>
        toTranslationValues(inner, asObject(item), asObject(asArray(tr)[i])),
      );
    } else if (kind === "group") {
      values[key] = toTranslationValues(innerFields(field), asObject(en), asObject(tr));
    }
  }
  return values;
}

function prune(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => prune(item) ?? null);
    while (items.length > 0 && items.at(-1) === null) items.pop();
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === "object" && value !== null) {
    const kept = Object.entries(value).flatMap(([key, item]) => {
      const pruned = prune(item);
      return pruned === undefined ? [] : [[key, pruned] as const];
    });
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  return undefined;
}

/**
 * The translation to save: only the words given. An item of a list not translated yet is
 * `null` (its English shows), and nothing empty is kept.
 */
export const fromTranslationValues = (values: Values): Values => asObject(prune(values));
