import { type FieldSpec, humanize, itemTitle } from "./schema-fields.ts";

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const isIndex = (step: string | undefined) => step !== undefined && /^\d+$/.test(step);

/**
 * Where a field is, in the owner's words: `groups.0.standards.18` of the Services section is
 * "Service groups, Products Certification, standard 19". A list item is named by its own title
 * where it has one, else by its kind and number; a path the form does not know is still named.
 */
export function fieldPlace(fields: readonly FieldSpec[], path: string, values: unknown): string {
  const steps = path.split(".").filter((step) => step !== "" && step !== "root");
  const parts: string[] = [];
  let current: readonly FieldSpec[] | undefined = fields;
  let value: unknown = values;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const field: FieldSpec | undefined = current?.find((f) => f.key === step);
    if (!field) {
      parts.push(isIndex(step) ? `item ${Number(step) + 1}` : humanize(step));
      current = undefined;
      continue;
    }
    parts.push(field.label);
    value = asObject(value)[step];
    current = field.kind === "group" ? field.fields : undefined;
    if ((field.kind === "objectList" || field.kind === "list") && isIndex(steps[i + 1])) {
      const index = Number(steps[++i]);
      const item: unknown = Array.isArray(value) ? value[index] : undefined;
      if (field.kind === "objectList") {
        parts.push(itemTitle(field.fields, item) || `${field.itemLabel} ${index + 1}`);
        current = field.fields;
        value = item;
      } else {
        // "standard 19" says which list it is in: "Standards, standard 19" would say it twice.
        parts.splice(-1, 1, `${field.itemLabel.toLowerCase()} ${index + 1}`);
      }
    }
  }
  return parts.join(", ");
}

/**
 * One line of an error summary: the place, then the message. The field's own label is left out
 * where the message already starts with it ("Title is required").
 */
export function errorLine(
  fields: readonly FieldSpec[],
  path: string,
  message: string,
  values: unknown,
): string {
  const place = fieldPlace(fields, path, values);
  const parts = place.split(", ");
  const last = parts.at(-1) ?? "";
  const named = last !== "" && message.toLowerCase().startsWith(last.toLowerCase());
  const where = named ? parts.slice(0, -1).join(", ") : place;
  return where ? `${where}: ${message}` : message;
}

interface ErrorNode {
  message?: unknown;
  type?: unknown;
  [key: string]: unknown;
}

/** Every message in react-hook-form's nested errors, with its dotted path; none dropped. */
export function flattenErrors(errors: unknown, prefix = ""): { path: string; message: string }[] {
  if (typeof errors !== "object" || errors === null) return [];
  const node = errors as ErrorNode;
  const found: { path: string; message: string }[] = [];
  if (typeof node.message === "string" && typeof node.type === "string") {
    found.push({ path: prefix, message: node.message });
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "message" || key === "type" || key === "types") continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    found.push(...flattenErrors(child, path));
  }
  return found;
}
