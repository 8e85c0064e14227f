/**
 * A per-client allowance kept in this process's memory, for requests too frequent and too
 * cheap to count in the database (the visit beacon): at most `max` in each window of
 * `windowMs`. It remembers at most `clients` clients a window; clients beyond share one
 * allowance of `overflowMax`, so a flood of made-up addresses costs bounded memory and a
 * bounded number of requests, and the clients already seen keep theirs.
 */
export function memoryAllowance({
  max,
  windowMs,
  clients,
  overflowMax,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  clients: number;
  overflowMax: number;
  now?: () => number;
}) {
  let windowStart = now();
  let counts = new Map<string, number>();
  let overflow = 0;
  /** Takes one request of `client`'s allowance; false when it has none left. */
  return function take(client: string): boolean {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      counts = new Map();
      overflow = 0;
    }
    const used = counts.get(client);
    if (used === undefined && counts.size >= clients) {
      if (overflow >= overflowMax) return false;
      overflow++;
      return true;
    }
    if ((used ?? 0) >= max) return false;
    counts.set(client, (used ?? 0) + 1);
    return true;
  };
}

/** Visitors of the public site remembered a minute; those beyond share one overflow allowance. */
const VISITORS_REMEMBERED = 20_000;
const VISITORS_OVERFLOW = 2_000;

/** `max` requests a minute for each visitor of the public site (visit beacons, searches). */
export const visitorAllowanceAMinute = (max: number) =>
  memoryAllowance({
    max,
    windowMs: 60_000,
    clients: VISITORS_REMEMBERED,
    overflowMax: VISITORS_OVERFLOW,
  });
