import { useSyncExternalStore } from "react";

/**
 * Whether this browser shows the developer's tools: the editors' JSON view, free-form
 * sections, section names as the code knows them. Off by default; kept per browser (not per
 * account), since it is about who sits at this machine and needs no server round trip.
 */
const STORAGE_KEY = "app-admin:developer-tools";
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let memory = storage()?.getItem(STORAGE_KEY) === "on";

export const developerToolsOn = (): boolean => memory;

export function setDeveloperTools(on: boolean): void {
  memory = on;
  try {
    if (on) storage()?.setItem(STORAGE_KEY, "on");
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeveloperTools(): boolean {
  return useSyncExternalStore(subscribe, developerToolsOn, () => false);
}
