import type { DependencyKey } from "./change-keys.ts";

interface Kept<V> {
  value: V;
  bytes: number;
  dependencies: ReadonlySet<DependencyKey>;
}

/**
 * Answers kept in memory up to a budget of bytes, the least recently used going first, each
 * with what it was made from: a change drops the answers that depend on what it names and no
 * others. Sized to the memory the server has (cacheBudgets), never to a count of entries, so
 * a site of thousands of pages keeps what its visitors read.
 */
export class ByteBoundedCache<V> {
  private readonly entries = new Map<string, Kept<V>>();
  private used = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The value, counted as used now. */
  get(key: string): V | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    // Map order is insertion order: moved to the end, it goes last.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  /** Keeps a value of `bytes` (one larger than an eighth of the budget is not kept). */
  set(key: string, value: V, bytes: number, dependencies: Iterable<DependencyKey>): void {
    this.delete(key);
    if (bytes > this.budgetBytes / 8) return;
    while (this.used + bytes > this.budgetBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, bytes, dependencies: new Set(dependencies) });
    this.used += bytes;
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.used -= kept.bytes;
  }

  /** Drops what depends on any of `stale`; everything when `stale` is undefined. */
  drop(stale?: readonly DependencyKey[]): void {
    if (!stale) {
      this.entries.clear();
      this.used = 0;
      return;
    }
    for (const [key, kept] of this.entries) {
      if (stale.some((dependency) => kept.dependencies.has(dependency))) this.delete(key);
    }
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }
}
