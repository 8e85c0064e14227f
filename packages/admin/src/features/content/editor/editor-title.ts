import { parseSectionName, sectionDefinition } from "@app/contract";
import type { ContentDraft } from "../../../lib/ui-state.ts";
import type { SectionSummaryRow } from "../content-queries.ts";
import { isContentObject, parseContent } from "../parse-content.ts";
import { sectionTitle, sectionTitleOf } from "../section-label.ts";
import { isNewEntry } from "../start-edit.ts";

/** What the editor's title calls a section: "Editing Hero", "Editing Standard: GOTS: ...". */
export function editorTitle(draft: ContentDraft, sections: readonly SectionSummaryRow[]): string {
  if (draft.mode === "new") return "Add New Section";
  const definition = sectionDefinition(draft.section);
  const title = sectionTitleOf(draft.section, sections);
  if (!definition || !parseSectionName(draft.section).collection) return `Editing ${title}`;
  if (isNewEntry(draft)) {
    // Not saved yet: named by what the owner typed, read from the draft itself.
    const typed = parseContent(draft.text);
    const name = isContentObject(typed)
      ? sectionTitle({ section: draft.section, content: typed })
      : title;
    return `New ${definition.label.toLowerCase()}: ${name}`;
  }
  return `Editing ${definition.label}: ${title}`;
}
