import { BUSINESS_TIME_ZONE } from "@app/contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today on Phnom Penh's calendar (YYYY-MM-DD), as the server counts its days: a follow-up
 * due, a visit, a lead.
 */
export const businessToday = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

/** The calendar day `n` days after `day` (before it, for a negative `n`), as YYYY-MM-DD. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
