/**
 * The paths the main process may scan for a drop: only those the preload reported from a real
 * (trusted, user-made) `drop` event, each usable once, for a short while, by the window it was
 * dropped on. No Electron import.
 *
 * Why: the drop channel gets a list of paths. Page script cannot call it with made-up paths
 * (it reaches the main process only through the preload's named methods, and a File it builds
 * has no path), but without this registry the main process would scan whatever path list
 * arrived. Now a path is read only if the preload's own drop listener, running in its isolated
 * world, saw it in a drop with `isTrusted` set: a drop only the user can make. Files picked in
 * the native dialog never need a grant: the main process scans the dialog's own answer. See
 * docs/decisions/019-desktop-drops-and-fuses.md.
 */
import { isAbsolute } from "node:path";

export interface DropGrantOptions {
  /** How long a drop's paths stay usable: the renderer asks for them right after the drop. */
  ttlMs?: number;
  /** At most this many paths held at once (the oldest go first). */
  maxPaths?: number;
  now?: () => number;
}

export interface TakenPaths {
  /** Paths that were dropped on this window and not used yet: now used up. */
  granted: string[];
  /** Everything else: never dropped, dropped on another window, used already, or expired. */
  refused: string[];
}

export const DROP_GRANT_TTL_MS = 60_000;

export class DropGrants {
  /** `${owner}\n${path}` -> when the grant expires. Insertion order is age order. */
  private readonly expiry = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxPaths: number;
  private readonly now: () => number;

  constructor(options: DropGrantOptions = {}) {
    this.ttlMs = options.ttlMs ?? DROP_GRANT_TTL_MS;
    this.maxPaths = options.maxPaths ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  private static key(owner: number, path: string) {
    return `${owner}\n${path}`;
  }

  private sweep(now: number) {
    for (const [key, until] of this.expiry) {
      if (until <= now) this.expiry.delete(key);
    }
  }

  /**
   * The paths of one real drop on window `owner` (its webContents id). Only absolute paths are
   * kept; returns how many were.
   */
  record(owner: number, paths: readonly string[]): number {
    const now = this.now();
    this.sweep(now);
    let kept = 0;
    for (const path of new Set(paths)) {
      if (typeof path !== "string" || path.length === 0 || !isAbsolute(path)) continue;
      const key = DropGrants.key(owner, path);
      this.expiry.delete(key); // a new drop of the same path: it moves to the young end
      this.expiry.set(key, now + this.ttlMs);
      kept++;
    }
    for (const key of this.expiry.keys()) {
      if (this.expiry.size <= this.maxPaths) break;
      this.expiry.delete(key);
    }
    return kept;
  }

  /** Splits `paths` into those granted to `owner` (each used up now) and the rest. */
  take(owner: number, paths: readonly string[]): TakenPaths {
    const now = this.now();
    this.sweep(now);
    const result: TakenPaths = { granted: [], refused: [] };
    for (const path of new Set(paths)) {
      const key = DropGrants.key(owner, path);
      if (this.expiry.delete(key)) result.granted.push(path);
      else result.refused.push(path);
    }
    return result;
  }

  /** Drops every grant of a window (it closed). */
  forget(owner: number): void {
    const prefix = `${owner}\n`;
    for (const key of this.expiry.keys()) {
      if (key.startsWith(prefix)) this.expiry.delete(key);
    }
  }

  get size(): number {
    return this.expiry.size;
  }
}
