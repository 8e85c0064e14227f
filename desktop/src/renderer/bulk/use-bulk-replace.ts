import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { BulkSession, BulkSessionDeps, BulkSessionState } from "../../bulk/bulk-session.ts";
import type { ReviewState } from "../../bulk/review.ts";

/** The session's state for rendering, with its actions. */
export interface BulkReplaceState extends BulkSessionState {
  addDropped(files: readonly File[]): Promise<void>;
  choose(kind: "files" | "folder"): Promise<void>;
  update(change: (review: ReviewState) => ReviewState): void;
  replaceAll(): void;
  cancel(): void;
  retryNow(): void;
  retryFailed(): void;
  undoThisBatch(): Promise<void>;
  reset(): void;
  dismissNotice(): void;
}

/** Connects the view to its session (which lives outside the view, so it survives tab switches). */
export function useBulkReplace(session: BulkSession, deps: BulkSessionDeps): BulkReplaceState {
  const { source, api, uploader, images, slots, measure, refreshImages, notify } = deps;
  useEffect(() => {
    session.connect({ source, api, uploader, images, slots, measure, refreshImages, notify });
  }, [session, source, api, uploader, images, slots, measure, refreshImages, notify]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const actions = useMemo(
    () => ({
      addDropped: (files: readonly File[]) => session.addDropped(files),
      choose: (kind: "files" | "folder") => session.choose(kind),
      update: (change: (review: ReviewState) => ReviewState) => session.update(change),
      replaceAll: () => session.replaceAll(),
      cancel: () => session.cancel(),
      retryNow: () => session.retryNow(),
      retryFailed: () => session.retryFailed(),
      undoThisBatch: () => session.undoThisBatch(),
      reset: () => session.reset(),
      dismissNotice: () => session.dismissNotice(),
    }),
    [session],
  );
  return { ...state, ...actions };
}
