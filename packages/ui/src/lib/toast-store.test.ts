import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
  useToasts,
} from "./toast-store.ts";

vi.mock("react", () => ({
  // Read the store's snapshot directly: the hook is a thin useSyncExternalStore wrapper.
  useSyncExternalStore: (_subscribe: unknown, snapshot: () => unknown) => snapshot(),
}));

describe("toast store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time, the newest", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    const shown = useToasts();
    expect(TOAST_LIMIT).toBe(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and removes it after the long delay", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Saved", description: "Changes are now live on the website." });
    dismissToast(id);
    expect(useToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts()).toHaveLength(0);
  });
});
