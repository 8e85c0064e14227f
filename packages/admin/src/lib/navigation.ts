import { LANGUAGE_INFO, parseSectionName, sectionDefinition } from "@app/contract";
import { useCallback, useSyncExternalStore } from "react";
import { useAdminContext } from "../admin-context.tsx";
import { NEW_SECTION_ADDRESS, sectionAddress } from "./admin-address.ts";
import { type ContentDraft, hasUnsavedChanges, type UiStore } from "./ui-state.ts";

/** "Discard your changes to <name>?": what is asked, and what Discard does. */
export interface DiscardRequest {
  name: string;
  onDiscard: () => void;
}

/** The one question asked at a time before unsaved changes are dropped. */
export interface DiscardStore {
  get(): DiscardRequest | null;
  set(request: DiscardRequest | null): void;
  subscribe(listener: () => void): () => void;
}

export function createDiscardStore(): DiscardStore {
  let request: DiscardRequest | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => request,
    set(next) {
      request = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The address of a draft's editor. */
export const draftAddress = (draft: ContentDraft): string =>
  draft.mode === "new" ? NEW_SECTION_ADDRESS : sectionAddress(draft.section);

const textOf = (content: unknown, key: string) => {
  const value = (content as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value.trim() : "";
};

/** What the question calls the edited thing: "Hero", "GOTS", "Standard gots (Khmer)". */
export function draftName(draft: ContentDraft): string {
  if (draft.mode === "new") return draft.section.trim() || "the new section";
  const { collection, slug, language } = parseSectionName(draft.section);
  const definition = sectionDefinition(draft.section);
  let name = definition?.label ?? draft.section;
  if (collection) {
    let content: unknown;
    try {
      content = JSON.parse(draft.original);
    } catch {
      content = null;
    }
    const own = textOf(content, "name") || textOf(content, "title") || slug;
    name = language ? `${own} (${LANGUAGE_INFO[language].englishName})` : own;
  }
  return name;
}

/**
 * The unsaved edit that going from `from` to `to` would leave: its editor's screen is `from`.
 * Elsewhere the edit waits (said above the content lists) and nothing asks.
 */
export function leavesUnsavedDraft(
  uiStore: UiStore,
  from: string,
  to: string,
): ContentDraft | undefined {
  const draft = uiStore.get().contentDraft;
  if (!draft || !hasUnsavedChanges(draft)) return undefined;
  const editor = draftAddress(draft);
  return from === editor && to !== editor ? draft : undefined;
}

/** The admin's current address (relative to where the host mounts it). */
export function useAdminPath(): string {
  const { history } = useAdminContext();
  return useSyncExternalStore(history.subscribe, history.path, history.path);
}

/** The query part of the admin's address (`?search=gots&page=2`), or "". */
export function useAdminSearch(): string {
  const { history } = useAdminContext();
  return useSyncExternalStore(history.subscribe, history.search, history.search);
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * Goes to another screen; with unsaved changes elsewhere, asks first ("Discard your changes
 * to ...?"), and goes only once the admin discards them.
 */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { history, uiStore, discardStore } = useAdminContext();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const go = () => (options.replace ? history.replace(to) : history.push(to));
      const draft = leavesUnsavedDraft(uiStore, history.path(), to);
      if (!draft) {
        go();
        return;
      }
      discardStore.set({
        name: draftName(draft),
        onDiscard: () => {
          uiStore.set({ contentDraft: null });
          go();
        },
      });
    },
    [history, uiStore, discardStore],
  );
}

/** Asks before unsaved changes are dropped (Cancel in the editor). */
export function useAskDiscard(): (request: DiscardRequest) => void {
  const { discardStore } = useAdminContext();
  return useCallback((request: DiscardRequest) => discardStore.set(request), [discardStore]);
}

export function useDiscardRequest(): DiscardRequest | null {
  const { discardStore } = useAdminContext();
  return useSyncExternalStore(discardStore.subscribe, discardStore.get, discardStore.get);
}
