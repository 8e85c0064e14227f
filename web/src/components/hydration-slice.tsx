import type * as React from "react";
import { Suspense } from "react";

/**
 * A part of the page that React hydrates on its own, after the page's frame, in slices of a
 * few milliseconds between which the browser paints and handles input (a server-rendered
 * Suspense boundary hydrates at low priority; a click inside it hydrates it at once and is
 * replayed). One long hydration task would otherwise block a phone's main thread. Nothing
 * inside suspends, so the empty fallback never shows.
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
