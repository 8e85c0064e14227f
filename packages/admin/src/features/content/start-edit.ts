import { sectionDefinition, type TranslatedLanguage, translationName } from "@app/contract";
import { useAdminContext } from "../../admin-context.tsx";
import { areaOfSection } from "../../lib/content-areas.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import type { ContentDraft } from "../../lib/ui-state.ts";
import type { ContentSectionRow } from "./content-queries.ts";

/** A draft that edits a saved section: its form when it has a schema, its JSON otherwise. */
export function editDraft(
  row: Pick<ContentSectionRow, "section" | "content" | "version">,
): ContentDraft {
  const text = prettyJson(row.content);
  return {
    mode: "edit",
    section: row.section,
    text,
    original: text,
    baseVersion: row.version,
    view: sectionDefinition(row.section) ? "form" : "json",
  };
}

/**
 * A draft of an English section's translation: the saved one, or a new one (saved with
 * `create`, so a translation someone else started meanwhile is never overwritten).
 */
export function translationDraft(
  base: string,
  language: TranslatedLanguage,
  row: Pick<ContentSectionRow, "section" | "content" | "version"> | undefined,
): ContentDraft {
  if (row) return editDraft(row);
  return {
    mode: "edit",
    section: translationName(base, language),
    text: "{}",
    original: "{}",
    baseVersion: undefined,
    view: "form",
  };
}

/**
 * Opens a section's editor in its area. An edit already in progress is never dropped: then
 * only its area opens, where that edit waits.
 */
export function useOpenDraft() {
  const { uiStore } = useAdminContext();
  return (next: ContentDraft) => {
    const current = uiStore.get().contentDraft;
    if (current && !(current.mode === "edit" && current.section === next.section)) {
      uiStore.set({ area: current.mode === "new" ? "settings" : areaOfSection(current.section) });
      return;
    }
    uiStore.set({ area: areaOfSection(next.section), contentDraft: current ?? next });
  };
}

/** Opens a saved section's editor (see useOpenDraft). */
export function useOpenSection() {
  const open = useOpenDraft();
  return (row: Pick<ContentSectionRow, "section" | "content" | "version">) => open(editDraft(row));
}

/** Opens the editor of an English section's translation (see useOpenDraft). */
export function useOpenTranslation() {
  const open = useOpenDraft();
  return (base: string, language: TranslatedLanguage, row?: ContentSectionRow) =>
    open(translationDraft(base, language, row));
}
