import {
  sectionDefinition,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  translatableShape,
} from "@app/contract";
import { useMemo } from "react";
import type { ContentDraft } from "../../../lib/ui-state.ts";
import type { ContentSectionRow } from "../content-queries.ts";
import { describeSchema } from "../schema-fields.ts";
import { translationStatus } from "./translation-status.ts";
import { translatedFields } from "./translation-values.ts";

/**
 * The languages of the section a draft edits: its English section and translation (a draft
 * of `hero` or of `hero@km`, from the saved sections its editor loaded), and, for a
 * translation, the English form's fields with words.
 */
export function useSectionLanguages(
  draft: ContentDraft,
  saved: ReadonlyMap<string, ContentSectionRow>,
) {
  const { base, language } = splitTranslation(draft.section);
  const english = draft.mode === "edit" ? saved.get(base) : undefined;
  const status = english
    ? translationStatus(english, saved, language ?? TRANSLATED_LANGUAGES[0])
    : undefined;
  const translated = useMemo(() => {
    const definition = language ? sectionDefinition(base) : undefined;
    if (!definition) return undefined;
    const fields = describeSchema(definition.schema, {
      references: definition.references,
      section: base,
    });
    return fields && translatedFields(fields, translatableShape(definition.schema));
  }, [language, base]);
  return {
    base,
    /** Set when the draft is a translation. */
    language,
    english,
    /** How much of the English section is translated; undefined when it has no words. */
    status,
    /** A translation's fields, in the English form's order. */
    translated,
  };
}
