import { useEffect, useMemo } from "react";
import { get } from "react-hook-form";
import type { FieldSpec } from "../schema-fields.ts";
import type { SectionFormApi } from "./field-props.ts";

/** A choice that follows a list: the list's path, and the choice's with `*` for list indexes. */
interface FollowingChoice {
  source: string;
  target: string;
}

/** Every choice of the form whose options are another list's texts (a resource's category). */
export function followingChoices(fields: readonly FieldSpec[], prefix = ""): FollowingChoice[] {
  return fields.flatMap((field): FollowingChoice[] => {
    const path = prefix ? `${prefix}.${field.key}` : field.key;
    if (field.kind === "choice" && field.choicesFrom) {
      return [{ source: field.choicesFrom, target: path }];
    }
    if (field.kind === "objectList") return followingChoices(field.fields, `${path}.*`);
    if (field.kind === "group") return followingChoices(field.fields, path);
    return [];
  });
}

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : [];

/**
 * What the list's entries were last called: an entry emptied while it is retyped keeps its
 * last words, so "Guides" cleared and typed again as "Handbooks" is still one rename.
 */
export function rememberNames(remembered: readonly string[], next: readonly string[]): string[] {
  if (remembered.length !== next.length) return [...next];
  return next.map((text, index) => text || remembered[index] || "");
}

/**
 * The one entry renamed between the remembered names and the list now, or undefined when the
 * list grew, shrank, was reordered or changed in more than one place: then nothing follows,
 * and a choice left without its entry says "(not available)" until another is chosen.
 */
export function renamedEntry(
  remembered: readonly string[],
  next: readonly string[],
): { from: string; to: string } | undefined {
  if (remembered.length !== next.length) return undefined;
  const changed = next.flatMap((text, index) =>
    text !== "" && text !== remembered[index] ? [index] : [],
  );
  if (changed.length !== 1) return undefined;
  const from = remembered[changed[0]!] ?? "";
  const to = next[changed[0]!]!;
  return from && !next.includes(from) ? { from, to } : undefined;
}

/** The concrete paths of a target (`items.*.category`) in the form's values. */
function pathsOf(values: unknown, target: string): string[] {
  const star = target.indexOf(".*");
  if (star < 0) return [target];
  const list: unknown = get(values, target.slice(0, star));
  if (!Array.isArray(list)) return [];
  const rest = target.slice(star + 2);
  return list.flatMap((_, index) => pathsOf(values, `${target.slice(0, star)}.${index}${rest}`));
}

/**
 * Renaming an entry of a list renames it wherever a choice of the form took it (a category
 * renamed in the categories list moves its resources along), folded list items included.
 */
export function useFollowRenamedChoices(form: SectionFormApi, fields: readonly FieldSpec[]) {
  const choices = useMemo(() => followingChoices(fields), [fields]);
  useEffect(() => {
    if (choices.length === 0) return;
    const remembered = new Map(
      choices.map(({ source }) => [source, textsOf(form.getValues(source))]),
    );
    const subscription = form.watch((values) => {
      for (const [source, before] of remembered) {
        const now = textsOf(get(values, source));
        const renamed = renamedEntry(before, now);
        remembered.set(source, rememberNames(before, now));
        if (!renamed) continue;
        for (const { target } of choices.filter((choice) => choice.source === source)) {
          for (const path of pathsOf(values, target)) {
            if (get(values, path) !== renamed.from) continue;
            form.setValue(path, renamed.to, { shouldDirty: true });
          }
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, choices]);
}
