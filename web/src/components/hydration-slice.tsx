import type * as React from "react";
import { Suspense, use } from "react";
import { untilNear, WHEN_NEAR_ATTRIBUTE } from "../lib/near-viewport.ts";

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

/**
 * A slice of the server's first page that stays its server HTML until it comes near the
 * viewport or the visitor reaches into it (`near-viewport.ts`); rendered on client
 * navigation, it renders at once. `name` is unique on the page. Its wrapper has no box.
 */
export function HydrateWhenNear({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div {...{ [WHEN_NEAR_ATTRIBUTE]: name }} ref={markHydrated} className="contents">
        <UntilNear name={name}>{children}</UntilNear>
      </div>
    </Suspense>
  );
}

/**
 * The wrapper's ref attaches only once its part has hydrated: the part says so on
 * `data-hydrated`, as the page does on `<html>` (tests wait for it).
 */
function markHydrated(wrapper: HTMLDivElement | null) {
  wrapper?.setAttribute("data-hydrated", "");
}

function UntilNear({ name, children }: { name: string; children: React.ReactNode }) {
  const gate = untilNear(name);
  if (gate) use(gate);
  return children;
}
