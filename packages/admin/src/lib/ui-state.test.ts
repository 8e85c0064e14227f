import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentDraft, createUiStore } from "./ui-state.ts";

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

  it("keeps a draft across a reload (a new store), but opens the default tab", () => {
    const first = createUiStore();
    first.set({ contentDraft: draft, tab: "images", sessionExpired: true });
    const reloaded = createUiStore();
    expect(reloaded.get()).toEqual({ tab: "content", contentDraft: draft, sessionExpired: false });
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
    store.set((s) => ({ tab: `${s.tab}-x` }));
    unsubscribe();
    store.set({ tab: "y" });
    expect(calls).toBe(1);
    expect(store.get().tab).toBe("y");
  });
});
