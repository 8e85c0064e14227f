import { apiErrorMessages, MAX_JSON_DEPTH } from "@app/contract";
import { HttpError } from "./http-error.ts";

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Text nobody means to send and PostgreSQL cannot store (NUL): control characters, and UTF-16
 * halves without their partner.
 */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const unsaveable = (text: string) => {
  CONTROLS.lastIndex = 0;
  LONE_SURROGATES.lastIndex = 0;
  return CONTROLS.test(text) || LONE_SURROGATES.test(text);
};
const withoutUnsaveable = (text: string) => text.replace(CONTROLS, "").replace(LONE_SURROGATES, "");

/** What to do with text holding unsaveable characters: refuse the request, or drop them. */
export type ControlCharacters = "refuse" | "strip";

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null;

/**
 * Checks a parsed request value before any validator walks it: nesting deeper than
 * MAX_JSON_DEPTH is refused (validators recurse, and 5,000 levels overflowed the stack), and
 * every string is checked for control characters. Iterative and linear in the value's size.
 * Returns the value to validate: the same one, or with control characters stripped.
 */
export function guardInput(value: unknown, controls: ControlCharacters): unknown {
  const cleanString = (text: string, path: string): string => {
    if (!unsaveable(text)) return text;
    if (controls === "strip") return withoutUnsaveable(text);
    throw new HttpError(400, apiErrorMessages.controlCharacters, {
      [path || "_root"]: apiErrorMessages.controlCharacters,
    });
  };
  if (typeof value === "string") return cleanString(value, "");
  if (!isContainer(value)) return value;

  const stack: { node: Container; depth: number; path: string }[] = [
    { node: value, depth: 1, path: "" },
  ];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) {
      throw new HttpError(400, apiErrorMessages.tooDeep(MAX_JSON_DEPTH));
    }
    const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
    for (const key of keys) {
      const child = (node as Record<string | number, unknown>)[key];
      const childPath = path ? `${path}.${key}` : String(key);
      if (typeof key === "string") cleanString(key, childPath);
      if (typeof child === "string") {
        const cleaned = cleanString(child, childPath);
        if (cleaned !== child) (node as Record<string | number, unknown>)[key] = cleaned;
      } else if (isContainer(child)) {
        stack.push({ node: child, depth: depth + 1, path: childPath });
      }
    }
  }
  return value;
}
