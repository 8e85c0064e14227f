import type { z } from "zod";

/** A form field derived from a section's contract schema. */
export type FieldSpec =
  | {
      kind: "text";
      key: string;
      path: string;
      label: string;
      multiline: boolean;
      maxLength: number | undefined;
      format: "email" | "url" | undefined;
    }
  | {
      kind: "list";
      key: string;
      path: string;
      label: string;
      itemLabel: string;
      minItems: number;
      maxItems: number | undefined;
      maxLength: number | undefined;
    }
  | { kind: "group"; key: string; path: string; label: string; fields: FieldSpec[] };

/** Labels where the property name alone reads badly; anything else is derived from the name. */
const LABELS: Record<string, string> = {
  ctaText: "Button text",
  highlights: "Highlights",
  brandName: "Brand name",
  shortName: "Short name",
  phones: "Phone numbers",
  email: "E-mail",
  social: "Social links",
  tiktok: "TikTok",
  youtube: "YouTube",
};

const ITEM_LABELS: Record<string, string> = { highlights: "Highlight", phones: "Phone number" };

/** `brandName` -> `Brand name`. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const labelFor = (key: string) => LABELS[key] ?? humanize(key);

/** Longer limits get a multi-line box: descriptions, stories, missions. */
const MULTILINE_ABOVE = 300;

interface Introspectable {
  def: {
    type: string;
    format?: string;
    shape?: Record<string, unknown>;
    element?: unknown;
    options?: unknown[];
    checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
    innerType?: unknown;
  };
  maxLength?: number | null;
}

const inspect = (schema: unknown) => schema as Introspectable;

function unwrap(schema: unknown): Introspectable {
  let current = inspect(schema);
  while (
    ["optional", "nullable", "default", "readonly"].includes(current.def.type) &&
    current.def.innerType
  ) {
    current = inspect(current.def.innerType);
  }
  return current;
}

function arrayBound(schema: Introspectable, check: "min_length" | "max_length") {
  const found = schema.def.checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return check === "min_length" ? found?.minimum : found?.maximum;
}

function textFormat(schema: Introspectable): "email" | "url" | undefined {
  if (schema.def.format === "email") return "email";
  if (schema.def.format === "url") return "url";
  if (schema.def.type === "union") {
    const formats = (schema.def.options ?? []).map((o) => unwrap(o).def.format);
    if (formats.includes("url")) return "url";
  }
  return undefined;
}

/**
 * The fields of a section's form, read from its zod object schema: strings (and unions of
 * them) become text fields, string arrays list editors, nested objects groups. A property of
 * any other kind makes the section JSON-only (returns undefined).
 */
export function describeSchema(schema: z.ZodObject, prefix = ""): FieldSpec[] | undefined {
  const fields: FieldSpec[] = [];
  for (const [key, raw] of Object.entries(schema.shape)) {
    const field = unwrap(raw);
    const path = prefix ? `${prefix}.${key}` : key;
    const label = labelFor(key);
    switch (field.def.type) {
      case "string":
      case "union": {
        const maxLength = field.maxLength ?? undefined;
        fields.push({
          kind: "text",
          key,
          path,
          label,
          maxLength,
          multiline: maxLength === undefined ? false : maxLength > MULTILINE_ABOVE,
          format: textFormat(field),
        });
        break;
      }
      case "array": {
        const element = unwrap(field.def.element);
        if (element.def.type !== "string") return undefined;
        fields.push({
          kind: "list",
          key,
          path,
          label,
          itemLabel: ITEM_LABELS[key] ?? "Item",
          minItems: arrayBound(field, "min_length") ?? 0,
          maxItems: arrayBound(field, "max_length"),
          maxLength: element.maxLength ?? undefined,
        });
        break;
      }
      case "object": {
        const nested = describeSchema(raw as z.ZodObject, path);
        if (!nested) return undefined;
        fields.push({ kind: "group", key, path, label, fields: nested });
        break;
      }
      default:
        return undefined;
    }
  }
  return fields;
}

type FormValues = Record<string, unknown>;

/** The form's values for a content object: every field present, of the field's kind. */
export function toFormValues(fields: readonly FieldSpec[], content: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = content[field.key];
    if (field.kind === "text") {
      values[field.key] = typeof value === "string" ? value : value == null ? "" : String(value);
    } else if (field.kind === "list") {
      values[field.key] = Array.isArray(value)
        ? value.map((v) => (typeof v === "string" ? v : String(v)))
        : [];
    } else {
      const nested =
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? (value as FormValues)
          : {};
      values[field.key] = toFormValues(field.fields, nested);
    }
  }
  return values;
}

/**
 * The content to save: the form's values over the content it started from, so properties the
 * form does not show are kept, at every level.
 */
export function mergeFormValues(
  fields: readonly FieldSpec[],
  base: FormValues,
  values: FormValues,
): FormValues {
  const merged: FormValues = { ...base };
  for (const field of fields) {
    if (!(field.key in values)) continue;
    if (field.kind === "group") {
      const nestedBase = base[field.key];
      merged[field.key] = mergeFormValues(
        field.fields,
        typeof nestedBase === "object" && nestedBase !== null && !Array.isArray(nestedBase)
          ? (nestedBase as FormValues)
          : {},
        (values[field.key] ?? {}) as FormValues,
      );
    } else {
      merged[field.key] = values[field.key];
    }
  }
  return merged;
}
