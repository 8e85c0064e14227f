const parse = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The spec's "local date" of an updatedAt. */
export const formatDate = (iso: string): string => parse(iso)?.toLocaleDateString() ?? iso;

export const formatDateTime = (iso: string): string =>
  parse(iso)?.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) ?? iso;

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** "3 hours ago", "in 20 minutes", "now": how far a time is from now, in its largest unit. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso;
  const difference = date.getTime() - now;
  const words = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(difference) >= ms) return words.format(Math.round(difference / ms), unit);
  }
  return words.format(0, "minute");
}

/** "25 Nov 2026" (in the reader's own order): a day, when the time of day does not matter. */
export const formatDay = (iso: string): string =>
  parse(iso)?.toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" }) ??
  iso;
