import { sectionDefinition } from "@app/contract";
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
 * Opens a section's editor in its area. An edit already in progress is never dropped: then
 * only its area opens, where that edit waits.
 */
export function useOpenSection() {
  const { uiStore } = useAdminContext();
  return (row: Pick<ContentSectionRow, "section" | "content" | "version">) => {
    const current = uiStore.get().contentDraft;
    if (current && !(current.mode === "edit" && current.section === row.section)) {
      uiStore.set({ area: current.mode === "new" ? "settings" : areaOfSection(current.section) });
      return;
    }
    uiStore.set({
      area: areaOfSection(row.section),
      contentDraft: current ?? editDraft(row),
    });
  };
}
