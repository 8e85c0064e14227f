import { BUSINESS_UTC_OFFSET_MINUTES, businessLocalDateTime } from "@app/contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day on Phnom Penh's calendar at an instant (YYYY-MM-DD): visits are counted by it. */
export const businessDayOf = (at: Date): string => businessLocalDateTime(at).slice(0, 10);

/** The day `n` days after `day` (before it, for a negative `n`). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant a Phnom Penh day begins. */
export const businessDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);

/** Every day from `from` to `to`, both counted. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
