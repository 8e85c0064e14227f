import type {
  SubmissionKind,
  SubmissionListStatus,
  SubmissionNotificationFilter,
} from "@app/contract";
import { useSyncExternalStore } from "react";
import { areaOfSection } from "./content-areas.ts";

/**
 * An edit in progress: kept above the login gate (and in sessionStorage, so a reload keeps it
 * too), so an expired session loses nothing.
 */
export interface ContentDraft {
  mode: "edit" | "new";
  /** The section edited, or the name typed for a new one. */
  section: string;
  /** The content as JSON text; the form view writes it too. */
  text: string;
  /** The text the edit started from, to tell whether anything changed. */
  original: string;
  /** The section's version the edit started from; saves send it, so a stale one is refused. */
  baseVersion: number | undefined;
  view: "form" | "json";
}

/**
 * What the inbox lists. "all" (kind, status) and "any" (notification) send no filter; a status
 * of "all" is everything but spam, as the server answers it.
 */
export interface InboxFilter {
  kind: "all" | SubmissionKind;
  status: "all" | SubmissionListStatus;
  notification: "any" | SubmissionNotificationFilter;
}

export const DEFAULT_INBOX_FILTER: InboxFilter = {
  kind: "all",
  status: "inbox",
  notification: "any",
};

/** Every message whose e-mail to the business failed for good, whatever its status. */
export const FAILED_EMAILS_FILTER: InboxFilter = {
  kind: "all",
  status: "all",
  notification: "failed",
};

/**
 * What the admin keeps beside its address (admin-address.ts says which screen shows): the edit
 * in progress, and how the inbox is filtered.
 */
export interface AdminUiState {
  contentDraft: ContentDraft | null;
  /**
   * Kept here rather than in the inbox, so another area can open the inbox showing something
   * (Settings: the failed e-mails). It lasts until a reload.
   */
  inboxFilter: InboxFilter;
  /** Set when an admin call answered 401: the login form says why it is back. */
  sessionExpired: boolean;
}

/** Whether closing the editor now would lose something the admin typed. */
export function hasUnsavedChanges(draft: ContentDraft | null): boolean {
  if (!draft) return false;
  return draft.text !== draft.original || (draft.mode === "new" && draft.section !== "");
}

const initialState: AdminUiState = {
  contentDraft: null,
  inboxFilter: DEFAULT_INBOX_FILTER,
  sessionExpired: false,
};

/** The area that shows a draft: its section's, and Settings for a new free-form one. */
export const draftArea = (draft: ContentDraft): string =>
  draft.mode === "new" ? "settings" : areaOfSection(draft.section);

export interface UiStore {
  get(): AdminUiState;
  set(update: Partial<AdminUiState> | ((state: AdminUiState) => Partial<AdminUiState>)): void;
  subscribe(listener: () => void): () => void;
  /** Forgets everything, also in sessionStorage (logout). */
  clear(): void;
}

const STORAGE_KEY = "app-admin:ui-state";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage can be disabled; the store then lives in memory only.
    return undefined;
  }
}

function load(): AdminUiState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return initialState;
  try {
    const saved = JSON.parse(raw) as Partial<AdminUiState>;
    // The inbox filter is not restored: a page load opens the inbox as it opens by default.
    const contentDraft = isDraft(saved.contentDraft) ? saved.contentDraft : null;
    return { ...initialState, contentDraft };
  } catch {
    return initialState;
  }
}

function isDraft(value: unknown): value is ContentDraft {
  if (typeof value !== "object" || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    (d.mode === "edit" || d.mode === "new") &&
    typeof d.section === "string" &&
    typeof d.text === "string" &&
    typeof d.original === "string" &&
    (d.baseVersion === undefined || typeof d.baseVersion === "number") &&
    (d.view === "form" || d.view === "json")
  );
}

export function createUiStore(): UiStore {
  let state = load();
  const listeners = new Set<() => void>();
  const persist = () => {
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify({ contentDraft: state.contentDraft }));
    } catch {
      // Quota or privacy mode: the in-memory state still survives a session expiry.
    }
  };
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === "function" ? update(state) : update;
      state = { ...state, ...patch };
      persist();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      state = initialState;
      storage()?.removeItem(STORAGE_KEY);
      for (const listener of listeners) listener();
    },
  };
}

export function useUiSelector<T>(store: UiStore, select: (state: AdminUiState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(initialState),
  );
}
