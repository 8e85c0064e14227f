import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { type AddIntent, documentPlace, imagePlace, parseAddIntent } from "../../lib/add-intent.ts";
import { readJson } from "../../lib/api-client.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { draftAddress } from "../../lib/navigation.ts";
import { notifyInvalid } from "../../lib/notify.ts";
import { hasUnsavedChanges } from "../../lib/ui-state.ts";
import type { ContentSectionRow } from "./content-queries.ts";
import { parseContent } from "./parse-content.ts";
import { withDocumentItem, withPicture } from "./show-on-site.ts";
import { editDraft } from "./start-edit.ts";

/** Waits for an element React is about to draw (and, if asked, to hold a value), a few frames at most. */
function whenDrawn(
  selector: string,
  then: (element: HTMLElement) => void,
  holding?: string,
  frames = 60,
) {
  const element = document.querySelector<HTMLElement>(selector);
  if (element && (holding === undefined || (element as HTMLInputElement).value === holding)) {
    then(element);
  } else if (frames > 0) {
    requestAnimationFrame(() => whenDrawn(selector, then, holding, frames - 1));
  }
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

/** Scrolls a single field into view and focuses it, once the form drawn again shows the file. */
function showField(field: string, file: string) {
  whenDrawn(
    `[id$="-${field}"]`,
    (input) => {
      input.scrollIntoView({ block: "center" });
      input.focus();
    },
    file,
  );
}

/** What an intent's file is called in a message, and how the content takes it in the section. */
function placing(intent: AddIntent, section: string) {
  if (intent.kind === "document") {
    const place = documentPlace(section);
    return {
      noun: "PDF",
      library: "library",
      apply: place
        ? (content: Record<string, unknown>) => {
            const added = withDocumentItem(content, place, intent.file);
            return {
              content: added.content,
              show: () => showNewItem(place.list, added.index, added.emptyField),
            };
          }
        : undefined,
    };
  }
  const place = imagePlace(section, intent.field);
  return {
    noun: "picture",
    library: "image library",
    apply: place
      ? (content: Record<string, unknown>) => ({
          content: withPicture(content, place, intent.file),
          show: () => showField(place.field, intent.file),
        })
      : undefined,
  };
}

/**
 * Applies the "Show on the site" intent of the editor's address (`?add=document:guide.pdf`,
 * `?add=image:team.jpg&field=image`): the file, checked against its library, is appended to
 * the place's list (a PDF) or put in the place's field (a picture) in the edit in
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
  const search = address ? history.search() : "";
  const kind = parseAddIntent(search)?.kind;
  const library = useQuery({
    queryKey: ["content", "add-intent", kind],
    queryFn: async (): Promise<{ filename: string }[]> =>
      kind === "image" ? readJson(api.images.$get()) : readJson(api.documents.$get()),
    enabled: kind !== undefined,
    staleTime: 0,
  });

  useEffect(() => {
    // Read again: once applied, the intent has left the address (a second run adds nothing).
    const intent = address ? parseAddIntent(history.search()) : undefined;
    if (!address || !intent || !row) return;
    const drop = () => history.replace(address);
    const { noun, library: libraryName, apply } = placing(intent, row.section);
    if (!apply) {
      notifyInvalid({
        title: "Nothing was added",
        description: `This part of the site does not take a ${noun}.`,
      });
      drop();
      return;
    }
    const current = uiStore.get().contentDraft;
    const own = current && draftAddress(current) === address ? current : undefined;
    // Unsaved changes to another section: the list says so, and the intent waits for them.
    if (!own && hasUnsavedChanges(current)) return;
    if (!library.data || library.isFetching) {
      if (library.isError) drop();
      return;
    }
    if (!library.data.some((file) => file.filename === intent.file)) {
      notifyInvalid({
        title: "Nothing was added",
        description: `There is no ${noun} called "${intent.file}" in the ${libraryName}.`,
      });
      drop();
      return;
    }
    const draft = own ?? editDraft(row);
    const added = apply(parseContent(draft.text) ?? row.content);
    uiStore.set({ contentDraft: { ...draft, text: prettyJson(added.content), view: "form" } });
    setApplied((n) => n + 1);
    drop();
    added.show();
  }, [address, search, row, library.data, library.isFetching, library.isError, history, uiStore]);

  return applied;
}
