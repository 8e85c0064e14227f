/**
 * Where the admin is: an address relative to where the host mounts it (see admin-address.ts).
 * In a browser it is the page's own address under a base path (the web: `/admin`), so Back and
 * Forward, a reload and a shared link work; elsewhere (the desktop window) it lives in memory.
 */
export interface AdminHistory {
  /** The current address, `/` or `/standards/gots`. */
  path(): string;
  /**
   * The query part of the address (`?add=document:guide.pdf`), or "": a one-off intent for the
   * screen at path(). push and replace take it after the path; replace without one drops it.
   */
  search(): string;
  push(path: string): void;
  replace(path: string): void;
  /** One step back in the history (Back). */
  back(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Consulted when the address changes under the app (Back, Forward): answering true keeps
   * the current address (the caller asks first and goes on by itself).
   */
  setBlocker(blocker: ((to: string) => boolean) | undefined): void;
}

/** The path and the query part (with its `?`, or "") of an address. */
const splitSearch = (address: string): [string, string] => {
  const at = address.indexOf("?");
  return at < 0 ? [address, ""] : [address.slice(0, at), address.slice(at)];
};

const normalize = (path: string) => {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
};

/** The browser's own history, for an admin mounted at `basePath` (e.g. `/admin`). */
export function browserHistory(basePath: string): AdminHistory {
  const base = basePath.replace(/\/+$/, "");
  const listeners = new Set<() => void>();
  let blocker: ((to: string) => boolean) | undefined;
  const read = () => {
    const { pathname } = window.location;
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return "/";
    return normalize(pathname.slice(base.length));
  };
  const full = (path: string) => `${base}${path === "/" ? "" : normalize(path)}` || "/";
  let current = read();
  let currentSearch = window.location.search;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onPopState = () => {
    const to = read();
    if (to === current) {
      // Back within one screen (a list's earlier page or search): nothing to leave, no blocker.
      if (window.location.search !== currentSearch) {
        currentSearch = window.location.search;
        notify();
      }
      return;
    }
    if (blocker?.(to)) {
      // Back again where the admin was; the blocker goes on once it is answered.
      window.history.pushState(null, "", full(current) + currentSearch);
      return;
    }
    current = to;
    currentSearch = window.location.search;
    notify();
  };
  const go = (address: string, replace: boolean) => {
    const [path, search] = splitSearch(address);
    const to = normalize(path);
    if (to === current && !replace && search === window.location.search) return;
    if (replace) window.history.replaceState(null, "", full(to) + search);
    else window.history.pushState(null, "", full(to) + search);
    current = to;
    currentSearch = window.location.search;
    notify();
  };
  return {
    path: () => current,
    search: () => window.location.search,
    push: (path) => go(path, false),
    replace: (path) => go(path, true),
    back: () => window.history.back(),
    subscribe(listener) {
      if (listeners.size === 0) {
        current = read();
        currentSearch = window.location.search;
        window.addEventListener("popstate", onPopState);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
      };
    },
    setBlocker(next) {
      blocker = next;
    },
  };
}

/** A history kept in memory, for a host with no address bar (the desktop app). */
export function memoryHistory(initial = "/"): AdminHistory {
  const entries = [normalize(initial)];
  let index = 0;
  // The current entry's query part only: an intent is applied once, never on Back.
  let search = "";
  const listeners = new Set<() => void>();
  let blocker: ((to: string) => boolean) | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    path: () => entries[index]!,
    search: () => search,
    push(address) {
      const [path, query] = splitSearch(address);
      const to = normalize(path);
      if (to === entries[index] && query === search) return;
      search = query;
      entries.splice(index + 1, entries.length, to);
      index = entries.length - 1;
      notify();
    },
    replace(address) {
      const [path, query] = splitSearch(address);
      search = query;
      entries[index] = normalize(path);
      notify();
    },
    back() {
      if (index === 0) return;
      if (blocker?.(entries[index - 1]!)) return;
      search = "";
      index -= 1;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(next) {
      blocker = next;
    },
  };
}
