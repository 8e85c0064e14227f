import { diffLines } from "../../lib/line-diff.ts";
import { type FieldSpec, itemTitle } from "./schema-fields.ts";

/** One difference between two versions of a section, in the owner's words. */
export type FieldChange =
  | { kind: "changed"; place: string; was: string; now: string; long: boolean }
  | { kind: "added" | "removed"; place: string; item: string }
  | { kind: "moved"; place: string };

/** A word of a long text, as it reads after the change: kept, taken out or put in. */
export interface WordPart {
  kind: "same" | "removed" | "added";
  text: string;
}

type Values = Record<string, unknown>;

const asObject = (value: unknown): Values =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Values) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const shown = (value: unknown): string =>
  value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);

/** Texts longer than this are compared word by word instead of whole. */
const LONG_TEXT = 120;

const join = (...parts: string[]) => parts.filter(Boolean).join(", ");

/**
 * What changed from one version of a section to another, field by field: texts as was and now,
 * list items added, removed or moved, each named by its labels and position. List items of
 * objects are told apart by their titles, so a moved group is not read as every field changed.
 */
export function fieldChanges(
  fields: readonly FieldSpec[],
  before: unknown,
  after: unknown,
  place = "",
): FieldChange[] {
  const was = asObject(before);
  const now = asObject(after);
  return fields.flatMap((field): FieldChange[] => {
    const here = join(place, field.label);
    const a = was[field.key];
    const b = now[field.key];
    switch (field.kind) {
      case "group":
        return fieldChanges(field.fields, a, b, place);
      case "list":
        return listChanges(
          here,
          asArray(a).map(shown),
          asArray(b).map(shown),
          (_, index) => `${field.itemLabel.toLowerCase()} ${index + 1}`,
        );
      case "objectList":
        return objectListChanges(field, here, asArray(a), asArray(b));
      case "yesNo": {
        const onOff = (value: unknown) =>
          (typeof value === "boolean" ? value : field.whenMissing) ? "On" : "Off";
        if (onOff(a) === onOff(b)) return [];
        return [{ kind: "changed", place: here, was: onOff(a), now: onOff(b), long: false }];
      }
      default: {
        if (shown(a) === shown(b)) return [];
        const long = Math.max(shown(a).length, shown(b).length) > LONG_TEXT;
        return [{ kind: "changed", place: here, was: shown(a), now: shown(b), long }];
      }
    }
  });
}

function listChanges(
  place: string,
  before: readonly string[],
  after: readonly string[],
  name: (value: string, index: number) => string,
): FieldChange[] {
  const changes: FieldChange[] = [];
  after.forEach((value, index) => {
    if (!before.includes(value))
      changes.push({ kind: "added", place, item: `“${value}” as ${name(value, index)}` });
  });
  before.forEach((value, index) => {
    if (!after.includes(value))
      changes.push({ kind: "removed", place, item: `“${value}”, was ${name(value, index)}` });
  });
  const kept = after.filter((value) => before.includes(value));
  const keptBefore = before.filter((value) => after.includes(value));
  if (kept.some((value, index) => value !== keptBefore[index]))
    changes.push({ kind: "moved", place });
  return changes;
}

function objectListChanges(
  field: Extract<FieldSpec, { kind: "objectList" }>,
  place: string,
  before: readonly unknown[],
  after: readonly unknown[],
): FieldChange[] {
  const title = (item: unknown, index: number) =>
    itemTitle(field.fields, item) || `${field.itemLabel} ${index + 1}`;
  const titlesBefore = before.map(title);
  const titlesAfter = after.map(title);
  const changes: FieldChange[] = [];
  after.forEach((item, index) => {
    const at = titlesBefore.indexOf(titlesAfter[index]!);
    if (at >= 0)
      changes.push(
        ...fieldChanges(field.fields, before[at], item, join(place, titlesAfter[index]!)),
      );
  });
  return [
    ...listChanges(
      place,
      titlesBefore,
      titlesAfter,
      (_, index) => `${field.itemLabel.toLowerCase()} ${index + 1}`,
    ),
    ...changes,
  ];
}

/** A long text's change, word by word: what was taken out and what was put in. */
export function wordChanges(was: string, now: string): WordPart[] {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).join("\n");
  return diffLines(words(was), words(now)).map((line) => ({ kind: line.kind, text: line.text }));
}
