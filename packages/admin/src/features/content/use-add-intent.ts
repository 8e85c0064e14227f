import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { documentPlace, parseAddIntent } from "../../lib/add-intent.ts";
import { readJson } from "../../lib/api-client.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { draftAddress } from "../../lib/navigation.ts";
import { notifyInvalid } from "../../lib/notify.ts";
import { hasUnsavedChanges } from "../../lib/ui-state.ts";
import type { ContentSectionRow } from "./content-queries.ts";
import { parseContent } from "./parse-content.ts";
import { withDocumentItem } from "./show-on-site.ts";
import { editDraft } from "./start-edit.ts";

/** Waits for an element React is about to draw, a few frames at most. */
function whenDrawn(selector: string, then: (element: HTMLElement) => void, frames = 60) {
  const element = document.querySelector<HTMLElement>(selector);
  if (element) then(element);
  else if (frames > 0) requestAnimationFrame(() => whenDrawn(selector, then, frames - 1));
}

/** Unfolds the new item of the list, scrolls it into view and focuses its first empty field. */
function showNewItem(list: string, index: number, field: string | undefined) {
  const item = `[id$="-${list}-${index}`;
  whenDrawn(`${item}-toggle"]`, (toggle) => {
    if (toggle.getAttribute("aria-expanded") === "false") toggle.click();
    toggle.scrollIntoView({ block: "start" });
    if (field) whenDrawn(`${item}-${field}"]`, (input) => input.focus());
  });
}

/**
 * Applies the "Show on the site" intent of the editor's address (`?add=document:guide.pdf`):
 * the PDF, checked against the library, is appended to the place's list in the edit in
 * progress (or one started from the saved section), which stays unsaved until Save. The
 * intent then leaves the address (replaced, so Back does not apply it again). Gives a number
 * that changes each time, to start the editor's form again from the new draft.
 */
export function useAddIntent(
  address: string | undefined,
  row: ContentSectionRow | undefined,
): number {
  const { api, history, uiStore } = useAdminContext();
  const [applied, setApplied] = useState(0);
  const wanted = address ? parseAddIntent(history.search())?.file : undefined;
  const place = row && documentPlace(row.section);
  const library = useQuery({
    queryKey: ["content", "add-intent", "documents"],
    queryFn: () => readJson(api.documents.$get()),
    enabled: wanted !== undefined,
    staleTime: 0,
  });

  useEffect(() => {
    // Read again: once applied, the intent has left the address (a second run adds nothing).
    const intent = address ? parseAddIntent(history.search()) : undefined;
    if (!address || !intent || !row) return;
    const drop = () => history.replace(address);
    if (!place) {
      notifyInvalid({
        title: "Nothing was added",
        description: "This part of the site does not take a PDF.",
      });
      drop();
      return;
    }
    const current = uiStore.get().contentDraft;
    const own = current && draftAddress(current) === address ? current : undefined;
    // Unsaved changes to another section: the list says so, and the intent waits for them.
    if (!own && hasUnsavedChanges(current)) return;
    if (!library.data) {
      if (library.isError) drop();
      return;
    }
    if (!library.data.some((file) => file.filename === intent.file)) {
      notifyInvalid({
        title: "Nothing was added",
        description: `There is no PDF called "${intent.file}" in the library.`,
      });
      drop();
      return;
    }
    const draft = own ?? editDraft(row);
    const added = withDocumentItem(parseContent(draft.text) ?? row.content, place, intent.file);
    uiStore.set({ contentDraft: { ...draft, text: prettyJson(added.content), view: "form" } });
    setApplied((n) => n + 1);
    drop();
    showNewItem(place.list, added.index, added.emptyField);
  }, [address, wanted, row, place, library.data, library.isError, history, uiStore]);

  return applied;
}
