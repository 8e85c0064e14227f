import {
  type FieldMeta,
  type ReferenceKind,
  type ReferencePattern,
  sectionDefinition,
  splitTranslation,
} from "@app/contract";
import { z } from "zod";

interface Common {
  key: string;
  /** Dotted path from the form's root, or from the list item for the fields of an item. */
  path: string;
  label: string;
  /** A sentence under the field, from the schema's meta. */
  help?: string;
}

/** A form field derived from a section's contract schema. */
export type FieldSpec =
  | (Common & {
      kind: "text";
      multiline: boolean;
      maxLength: number | undefined;
      format: "email" | "url" | undefined;
    })
  | (Common & { kind: "number"; min: number | undefined })
  /** On or off; `whenMissing` is what content saved before the setting existed means. */
  | (Common & { kind: "yesNo"; whenMissing: boolean })
  | (Common & {
      kind: "choice";
      options: readonly string[];
      /** Set when the options are the texts of a list in the same form, at this path from its root. */
      choicesFrom?: string;
    })
  /** A text that names something: an image, a PDF, a standard or a pillar. */
  | (Common & { kind: "reference"; target: ReferenceKind })
  | (Common & {
      kind: "list";
      itemLabel: string;
      minItems: number;
      maxItems: number | undefined;
      maxLength: number | undefined;
      /** Long entries (paragraphs) get a multi-line box. */
      multiline: boolean;
      /** Set when each entry names something (the standards of a service group). */
      target: ReferenceKind | undefined;
      /** Each thing at most once (the contract's distinctList): those listed are marked. */
      distinct: boolean;
    })
  | (Common & {
      kind: "objectList";
      itemLabel: string;
      minItems: number;
      maxItems: number | undefined;
      /** The fields of one item; their paths start at the item. */
      fields: FieldSpec[];
    })
  | (Common & { kind: "group"; fields: FieldSpec[] });

/** Labels where the property name alone reads badly and the schema names none. */
const LABELS: Record<string, string> = {
  ctaText: "Button text",
  highlights: "Highlights",
  phones: "Phone numbers",
  email: "E-mail",
  social: "Social links",
  tiktok: "TikTok",
  youtube: "YouTube",
  seo: "Search engines and sharing",
  cta: "Call to action",
  groups: "Service groups",
  order: "Pillar order",
  document: "PDF document",
};

/** What one entry of a list is called, by the list's path (first) or its key. */
const ITEM_LABELS: Record<string, string> = {
  highlights: "Highlight",
  phones: "Phone number",
  groups: "Group",
  sections: "Section",
  blocks: "Block",
  order: "Pillar",
  standards: "Standard",
  "training.items": "Course",
  "resources.items": "Resource",
  "values.items": "Value",
};

/** `brandName` -> `Brand name`. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

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
  options?: readonly string[];
  maxLength?: number | null;
  minValue?: number | null;
}

const inspect = (schema: unknown) => schema as Introspectable;

const metaOf = (schema: unknown): FieldMeta =>
  (z.globalRegistry.get(schema as z.ZodType) as FieldMeta | undefined) ?? {};

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

/** The value a schema gives when it is missing (zod's `.default`), if it gives one. */
function defaultOf(schema: unknown): unknown {
  let current = inspect(schema) as Introspectable & { def: { defaultValue?: unknown } };
  while (current.def.innerType) {
    if (current.def.type === "default") return current.def.defaultValue;
    current = inspect(current.def.innerType);
  }
  return undefined;
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

export interface DescribeOptions {
  /** The section's reference patterns (the registry's): the fields they match get pickers. */
  references?: readonly ReferencePattern[];
  /** The section's name, for item labels that depend on it ("training.items": Course). */
  section?: string;
}

type Position = readonly string[];

function referenceAt(
  position: Position,
  patterns: readonly ReferencePattern[],
): ReferenceKind | undefined {
  const match = patterns.find(
    ([, ...steps]) =>
      steps.length === position.length && steps.every((step, i) => step === position[i]),
  );
  return match?.[0];
}

const isObjectSchema = (schema: unknown): schema is z.ZodObject =>
  unwrap(schema).def.type === "object" && unwrap(schema).def.shape !== undefined;

/**
 * The fields of a section's form, read from its zod object schema (refinements included):
 * texts, numbers, choices (icons), references (images, PDFs, standards, pillars), lists of
 * texts or references, lists of objects and nested groups. A property of any other kind
 * makes the section JSON-only (returns undefined).
 */
export function describeSchema(
  schema: unknown,
  options: DescribeOptions = {},
): FieldSpec[] | undefined {
  if (!isObjectSchema(schema)) return undefined;
  return describeShape(unwrap(schema).def.shape!, "", [], {
    references: options.references ?? [],
    section: options.section ?? "",
  });
}

function describeShape(
  shape: Record<string, unknown>,
  prefix: string,
  position: Position,
  options: Required<DescribeOptions>,
): FieldSpec[] | undefined {
  const fields: FieldSpec[] = [];
  for (const [key, raw] of Object.entries(shape)) {
    const field = describeField(key, raw, prefix, [...position, key], options);
    if (!field) return undefined;
    fields.push(field);
  }
  return fields;
}

function itemLabelFor(path: string, key: string, section: string, fallback: string | undefined) {
  const sectionPath = `${section}.${path}`;
  return ITEM_LABELS[sectionPath] ?? ITEM_LABELS[path] ?? fallback ?? ITEM_LABELS[key] ?? "Item";
}

function describeField(
  key: string,
  raw: unknown,
  prefix: string,
  position: Position,
  options: Required<DescribeOptions>,
): FieldSpec | undefined {
  const field = unwrap(raw);
  const meta = { ...metaOf(field), ...metaOf(raw) };
  const path = prefix ? `${prefix}.${key}` : key;
  const label = meta.label ?? LABELS[key] ?? humanize(key);
  const common = { key, path, label, ...(meta.help ? { help: meta.help } : {}) };
  switch (field.def.type) {
    case "string":
    case "union": {
      const target = referenceAt(position, options.references) ?? meta.reference;
      if (target) return { ...common, kind: "reference", target };
      if (meta.choicesFrom) {
        return { ...common, kind: "choice", options: [], choicesFrom: meta.choicesFrom };
      }
      const maxLength = field.maxLength ?? undefined;
      return {
        ...common,
        kind: "text",
        maxLength,
        multiline: maxLength === undefined ? false : maxLength > MULTILINE_ABOVE,
        format: textFormat(field),
      };
    }
    case "number":
      return { ...common, kind: "number", min: field.minValue ?? undefined };
    case "boolean":
      return { ...common, kind: "yesNo", whenMissing: defaultOf(raw) === true };
    case "enum":
      return { ...common, kind: "choice", options: field.options ?? [] };
    case "array": {
      const elementRaw = field.def.element;
      const element = unwrap(elementRaw);
      const elementMeta = metaOf(elementRaw);
      const bounds = {
        minItems: arrayBound(field, "min_length") ?? 0,
        maxItems: arrayBound(field, "max_length"),
      };
      const itemPosition = [...position, "*"];
      if (element.def.type === "string") {
        return {
          ...common,
          ...bounds,
          kind: "list",
          itemLabel: itemLabelFor(path, key, options.section, meta.itemLabel ?? elementMeta.label),
          maxLength: element.maxLength ?? undefined,
          multiline: (element.maxLength ?? 0) > MULTILINE_ABOVE,
          target: referenceAt(itemPosition, options.references) ?? elementMeta.reference,
          distinct: meta.distinct === true,
        };
      }
      if (!isObjectSchema(elementRaw)) return undefined;
      const fields = describeShape(element.def.shape!, "", itemPosition, options);
      if (!fields) return undefined;
      return {
        ...common,
        ...bounds,
        kind: "objectList",
        itemLabel: itemLabelFor(path, key, options.section, meta.itemLabel),
        fields,
      };
    }
    case "object": {
      const fields = describeShape(field.def.shape!, path, position, options);
      return fields ? { ...common, kind: "group", fields } : undefined;
    }
    default:
      return undefined;
  }
}

/** The English form's fields of a section (a translation's too), or undefined for free-form. */
export function formFieldsOf(section: string): FieldSpec[] | undefined {
  const { base } = splitTranslation(section);
  const definition = sectionDefinition(base);
  return definition
    ? describeSchema(definition.schema, { references: definition.references, section: base })
    : undefined;
}

type FormValues = Record<string, unknown>;

const asObject = (value: unknown): FormValues =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as FormValues) : {};

/** The form's values for a content object: every field present, of the field's kind. */
export function toFormValues(fields: readonly FieldSpec[], content: FormValues): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = content[field.key];
    switch (field.kind) {
      case "text":
      case "choice":
      case "reference":
        values[field.key] = typeof value === "string" ? value : value == null ? "" : String(value);
        break;
      case "number":
        values[field.key] = typeof value === "number" ? value : undefined;
        break;
      case "yesNo":
        values[field.key] = typeof value === "boolean" ? value : field.whenMissing;
        break;
      case "list":
        values[field.key] = Array.isArray(value)
          ? value.map((v) => (typeof v === "string" ? v : String(v)))
          : [];
        break;
      case "objectList":
        // Each item keeps what its fields do not show, so it travels with the item when moved.
        values[field.key] = Array.isArray(value)
          ? value.map((item) => ({
              ...asObject(item),
              ...toFormValues(field.fields, asObject(item)),
            }))
          : [];
        break;
      case "group":
        values[field.key] = toFormValues(field.fields, asObject(value));
        break;
    }
  }
  return values;
}

/** A new, empty item of a list of objects. */
export const blankItem = (fields: readonly FieldSpec[]): FormValues => toFormValues(fields, {});

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
    merged[field.key] =
      field.kind === "group"
        ? mergeFormValues(field.fields, asObject(base[field.key]), asObject(values[field.key]))
        : values[field.key];
  }
  return merged;
}

const TITLE_KEYS = ["title", "heading", "name", "label"];

/** A line that tells list items apart: the item's title, heading or first text. */
export function itemTitle(fields: readonly FieldSpec[], item: unknown): string {
  const values = asObject(item);
  const text = (key: string) => {
    const value = values[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const titled = TITLE_KEYS.map(text).find(Boolean);
  if (titled) {
    const number = text("number");
    return number ? `${number} ${titled}` : titled;
  }
  const first = fields.find((f) => f.kind === "text" || f.kind === "reference");
  return first ? text(first.key) : "";
}
