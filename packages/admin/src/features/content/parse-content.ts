import { parseJsonWithPosition } from "../../lib/json-position.ts";

export type Content = Record<string, unknown>;

export const isContentObject = (value: unknown): value is Content =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The parsed draft when it is a JSON object. */
export function parseContent(text: string): Content | undefined {
  const result = parseJsonWithPosition(text);
  return result.ok && isContentObject(result.value) ? result.value : undefined;
}
