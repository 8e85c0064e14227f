import { z } from "zod";
import {
  ENGLISH_SOURCES_KEY,
  englishChanges,
  forEachEnglishText,
  type TranslatableShape,
  translatableShape,
} from "./translations.ts";

type Content = Record<string, unknown>;
type Path = (string | number)[];

/**
 * One text for a translator working outside the panel: its English, the translation it has
 * (when its English changed since), and where it goes back. Its id is the section and the
 * text's place: `hero#subtitle`, `services#groups.2.title`.
 */
export interface TranslationUnit {
  id: string;
  section: string;
  path: Path;
  /** The field's name, as the editor labels it: "Subtitle", "Title (item 3)". */
  label: string;
  english: string;
  /** The translation it has: only for a text whose English changed since. */
  translation?: string;
  why: "missing" | "changed";
}

export const translationUnitId = (section: string, path: readonly (string | number)[]) =>
  `${section}#${path.join(".")}`;

/** A unit's section and place, or undefined for an id no export made. */
export function parseTranslationUnitId(id: string): { section: string; path: Path } | undefined {
  const at = id.indexOf("#");
  if (at <= 0 || at === id.length - 1) return undefined;
  const path = id
    .slice(at + 1)
    .split(".")
    .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
  return { section: id.slice(0, at), path };
}

/** The label a schema gives the text at `path`, with the list positions on the way. */
function labelAt(shape: TranslatableShape | undefined, path: Path): string {
  let at = shape;
  const items: number[] = [];
  for (const step of path) {
    if (typeof step === "number") {
      items.push(step + 1);
      at = at?.kind === "list" ? at.item : undefined;
    } else {
      at = at?.kind === "object" && Object.hasOwn(at.fields, step) ? at.fields[step] : undefined;
    }
  }
  const name = at?.kind === "text" ? at.label : String(path.at(-1) ?? "Text");
  return items.length > 0 ? `${name} (item ${items.join(".")})` : name;
}

/** The value at a place in content, own properties only. */
export const contentValueAt = (content: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, step) =>
      node !== null && typeof node === "object" && Object.hasOwn(node, step)
        ? (node as Record<string | number, unknown>)[step]
        : undefined,
    content,
  );

const translated = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/**
 * What a section's translation still needs: every English text it does not translate, and
 * every translated text whose English changed since (with the translation it has).
 */
export function translationUnits(
  schema: z.ZodType | undefined,
  section: string,
  english: Content,
  translation: Content | null | undefined,
): TranslationUnit[] {
  const shape = schema ? translatableShape(schema) : undefined;
  const changed = new Set(
    englishChanges(schema, english, translation).map((change) => change.path.join(".")),
  );
  const units: TranslationUnit[] = [];
  forEachEnglishText(schema, english, [translation ?? undefined], (text, [words], path) => {
    if (text.trim() === "") return;
    const base = {
      id: translationUnitId(section, path),
      section,
      path,
      label: labelAt(shape, path),
      english: text,
    };
    if (!translated(words)) units.push({ ...base, why: "missing" });
    else if (changed.has(path.join(".")))
      units.push({ ...base, translation: words, why: "changed" });
  });
  return units;
}

/**
 * A translation with the text at `path` set, made from `english` (as a translator confirmed
 * it): lists grow with empty places up to it. The caller checks the place is a text.
 */
export function withTranslatedText(
  translation: Content,
  path: Path,
  words: string,
  english: string,
): Content {
  const set = (node: unknown, steps: Path, value: string): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) return value;
    if (typeof step === "number") {
      const list = Array.isArray(node) ? [...node] : [];
      while (list.length < step) list.push(null);
      list[step] = set(list[step], rest, value);
      return list;
    }
    const object = node !== null && typeof node === "object" && !Array.isArray(node) ? node : {};
    return { ...(object as Content), [step]: set((object as Content)[step], rest, value) };
  };
  const withWords = set(translation, path, words) as Content;
  const sources = set(translation[ENGLISH_SOURCES_KEY], path, english);
  return { ...withWords, [ENGLISH_SOURCES_KEY]: sources };
}

/** What came of a file of translations brought back. */
export const TranslationImportResultSchema = z.object({
  /** Texts put into the translations' drafts. */
  applied: z.number().int(),
  /** The sections whose Khmer draft the import saved. */
  sections: z.array(z.string()),
  /** Texts left empty in the file. */
  empty: z.number().int(),
  /** Texts not applied, each with why: their English changed since the export, or unknown. */
  refused: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      reason: z.string(),
      /** The English the file was made against, and the English now (when it changed). */
      englishInFile: z.string().optional(),
      englishNow: z.string().optional(),
    }),
  ),
});
export type TranslationImportResult = z.infer<typeof TranslationImportResultSchema>;
