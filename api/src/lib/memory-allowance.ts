/**
 * A per-client allowance kept in this process's memory, for requests too frequent and too
 * cheap to count in the database (the visit beacon): at most `max` in each window of
 * `windowMs`. It remembers at most `clients` clients; when that many are in the current window,
 * a new client is refused, so a flood of made-up addresses costs a bounded amount of memory.
 */
export function memoryAllowance({
  max,
  windowMs,
  clients,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  clients: number;
  now?: () => number;
}) {
  let windowStart = now();
  let counts = new Map<string, number>();
  /** Takes one request of `client`'s allowance; false when it has none left. */
  return function take(client: string): boolean {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      counts = new Map();
    }
    const used = counts.get(client);
    if (used === undefined && counts.size >= clients) return false;
    if ((used ?? 0) >= max) return false;
    counts.set(client, (used ?? 0) + 1);
    return true;
  };
}
