import {
  parseSectionName,
  sectionDefinition,
  type TranslatedLanguage,
  translationName,
} from "@app/contract";
import { useAdminContext } from "../../admin-context.tsx";
import { sectionAddress } from "../../lib/admin-address.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { useNavigate } from "../../lib/navigation.ts";
import { type ContentDraft, hasUnsavedChanges } from "../../lib/ui-state.ts";
import type { ContentSectionRow } from "./content-queries.ts";
import { formFieldsOf, toFormValues } from "./schema-fields.ts";

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
 * A draft of an entry not saved yet (added or duplicated): saved with `create`, so it goes
 * live only once its form is valid, and never over an entry someone else created meanwhile.
 * It always counts as unsaved: leaving asks first.
 */
export function newEntryDraft(section: string, content: Record<string, unknown>): ContentDraft {
  // Every field as the form starts it (lists empty, not missing), so the preview asks only
  // for what the owner has yet to fill in.
  const fields = formFieldsOf(section);
  return {
    mode: "edit",
    section,
    text: prettyJson(fields ? toFormValues(fields, content) : content),
    original: "{}",
    baseVersion: undefined,
    view: "form",
  };
}

/** Whether a draft is of an entry (a standard, a pillar, a page) not saved yet. */
export const isNewEntry = (draft: ContentDraft): boolean => {
  const { collection, language } = parseSectionName(draft.section);
  return draft.mode === "edit" && draft.baseVersion === undefined && !!collection && !language;
};

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
 * Opens a section's editor at its address; the editor starts from the section as saved, once
 * loaded. Unsaved changes elsewhere are never dropped without asking first: then the editor
 * starts from the saved section once they are discarded.
 */
export function useOpenSection() {
  const { uiStore } = useAdminContext();
  const navigate = useNavigate();
  return ({ section }: { section: string }) => {
    const current = uiStore.get().contentDraft;
    const same = current?.mode === "edit" && current.section === section;
    // Another section's editor, closed with nothing changed: this one starts afresh.
    if (!same && current && !hasUnsavedChanges(current)) uiStore.set({ contentDraft: null });
    navigate(sectionAddress(section));
  };
}

/** Opens the editor of a new entry at its address, with the content it starts from. */
export function useOpenNewEntry() {
  const { uiStore } = useAdminContext();
  const navigate = useNavigate();
  return (section: string, content: Record<string, unknown>) => {
    uiStore.set({ contentDraft: newEntryDraft(section, content) });
    navigate(sectionAddress(section));
  };
}

/** Opens the editor of an English section's translation (see useOpenSection). */
export function useOpenTranslation() {
  const navigate = useNavigate();
  return (base: string, language: TranslatedLanguage) =>
    navigate(sectionAddress(translationName(base, language)));
}
