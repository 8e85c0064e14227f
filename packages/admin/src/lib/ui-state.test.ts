import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type ContentDraft,
  createUiStore,
  DEFAULT_INBOX_FILTER,
  FAILED_EMAILS_FILTER,
} from "./ui-state.ts";

const draft: ContentDraft = {
  mode: "edit",
  section: "hero",
  text: '{ "title": "Unsaved" }',
  original: "{}",
  baseVersion: 3,
  view: "json",
};

describe("the ui store", () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    Object.assign(globalThis, { window: { sessionStorage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("keeps a draft across a reload (a new store)", () => {
    const first = createUiStore();
    first.set({ contentDraft: draft, sessionExpired: true });
    const reloaded = createUiStore();
    expect(reloaded.get()).toEqual({
      contentDraft: draft,
      inboxFilter: DEFAULT_INBOX_FILTER,
      sessionExpired: false,
    });
  });

  it("keeps the inbox filter until a reload", () => {
    const store = createUiStore();
    expect(store.get().inboxFilter).toEqual({ kind: "all", status: "inbox", notification: "any" });
    store.set({ inboxFilter: FAILED_EMAILS_FILTER });
    // A session expiry keeps the store: the inbox comes back as the admin left it.
    store.set({ sessionExpired: true });
    expect(store.get().inboxFilter).toEqual(FAILED_EMAILS_FILTER);
    expect(window.sessionStorage.getItem("app-admin:ui-state")).not.toContain("inboxFilter");
    expect(createUiStore().get().inboxFilter).toEqual(DEFAULT_INBOX_FILTER);
    store.clear();
    expect(store.get().inboxFilter).toEqual(DEFAULT_INBOX_FILTER);
  });

  it("forgets everything on clear (logout)", () => {
    const store = createUiStore();
    store.set({ contentDraft: draft });
    store.clear();
    expect(store.get().contentDraft).toBeNull();
    expect(createUiStore().get().contentDraft).toBeNull();
  });

  it("ignores a stored draft of the wrong shape", () => {
    window.sessionStorage.setItem(
      "app-admin:ui-state",
      JSON.stringify({ contentDraft: { mode: "edit" } }),
    );
    expect(createUiStore().get().contentDraft).toBeNull();
    window.sessionStorage.setItem("app-admin:ui-state", "not json");
    expect(createUiStore().get().contentDraft).toBeNull();
  });

  it("tells subscribers about changes", () => {
    const store = createUiStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set((s) => ({ sessionExpired: !s.sessionExpired }));
    unsubscribe();
    store.set({ sessionExpired: false });
    expect(calls).toBe(1);
    expect(store.get().sessionExpired).toBe(false);
  });
});
