import { z } from "zod";
import type { FieldMeta } from "./fields.ts";

/** Just enough of zod 4's internals to read a schema's structure and its fields' meta. */
export interface Introspectable {
  def: {
    type: string;
    shape?: Record<string, unknown>;
    element?: unknown;
    innerType?: unknown;
    checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  };
  maxLength?: number | null;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "readonly"]);

export function unwrap(schema: unknown): Introspectable {
  let current = schema as Introspectable;
  while (WRAPPERS.has(current.def.type) && current.def.innerType) {
    current = current.def.innerType as Introspectable;
  }
  return current;
}

export const metaOf = (schema: unknown): FieldMeta =>
  (z.globalRegistry.get(schema as z.ZodType) as FieldMeta | undefined) ?? {};

/** The meta of the field at `path` in content of `schema` (list indexes as numbers), if any. */
export function fieldMetaAt(schema: unknown, path: readonly (string | number)[]): FieldMeta {
  let raw = schema;
  for (const step of path) {
    const current = unwrap(raw);
    if (typeof step === "number" && current.def.type === "array") raw = current.def.element;
    else if (typeof step === "string" && current.def.type === "object")
      raw = current.def.shape?.[step];
    else return {};
    if (raw === undefined) return {};
  }
  return { ...metaOf(unwrap(raw)), ...metaOf(raw) };
}
