/**
 * Appointment times a visitor asks for. The business works on Phnom Penh's clock (UTC+7, no
 * daylight saving), so the date-and-time field's value is read there, whatever the visitor's
 * own time zone.
 */

/** Phnom Penh's offset from UTC, in minutes; Cambodia keeps no daylight saving time. */
export const BUSINESS_UTC_OFFSET_MINUTES = 7 * 60;
export const BUSINESS_TIME_ZONE = "Asia/Phnom_Penh";

/** How far ahead a visitor may ask for a meeting. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365;

/**
 * The field's value, or what parseAppointment made of it (with `:00+07:00`): the form checks
 * and sends its output, which the API checks again.
 */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00\+07:00)?$/;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `YYYY-MM-DDTHH:mm` on Phnom Penh's clock as an ISO instant with its offset
 * (`2026-12-01T10:00:00+07:00`), or undefined when it is no real time, is in the past or is more
 * than a year ahead.
 */
export function parseAppointment(value: string, now: Date = new Date()): string | undefined {
  return parseBusinessDateTime(value, now, APPOINTMENT_MAX_DAYS_AHEAD);
}

/**
 * A date-and-time field's value on Phnom Penh's clock as an ISO instant with its offset, or
 * undefined when it is no real time, is in the past or is more than `maxDaysAhead` days ahead:
 * an appointment, or the time a change to the site is set for.
 */
export function parseBusinessDateTime(
  value: string,
  now: Date,
  maxDaysAhead: number,
): string | undefined {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - BUSINESS_UTC_OFFSET_MINUTES * 60_000;
  const check = new Date(utc + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  // 2026-02-30 rolls over to March: not a real day.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour
  ) {
    return undefined;
  }
  if (utc < now.getTime() || utc > now.getTime() + maxDaysAhead * 86_400_000) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00+07:00`;
}

/** The year on Phnom Penh's calendar at an instant. */
export const businessYear = (at: Date) =>
  new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).getUTCFullYear();

/** A stored instant as a Phnom Penh date-and-time field shows it (`YYYY-MM-DDTHH:mm`). */
export function businessLocalDateTime(at: Date): string {
  const local = new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A stored instant as ISO 8601 on Phnom Penh's clock, with its offset (`…T10:00:00+07:00`). */
export function businessIsoString(at: Date): string {
  const local = new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return `${local.toISOString().slice(0, 19)}+07:00`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * An instant as the business reads it, "Monday 1 December 2026, 10:00 (Phnom Penh time)",
 * whatever the reader's own time zone; the same words in the e-mail and in the admin. Made by
 * hand rather than with Intl, whose wording differs between Node's and a browser's ICU.
 */
export function formatBusinessTime(at: Date | string): string {
  const time = typeof at === "string" ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return String(at);
  const local = new Date(time + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  const day = `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (Phnom Penh time)`;
}
