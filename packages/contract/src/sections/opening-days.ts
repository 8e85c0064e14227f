/* Kept free of zod: the site's renderer reads it. */
/** The days of the week as the company details name them, Monday first. */
export const OPENING_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];

/** The days one line covers, in order: Monday to Friday is five. */
export const openingDaysOf = (hours: { from: OpeningDay; to: OpeningDay }): OpeningDay[] =>
  OPENING_DAYS.slice(OPENING_DAYS.indexOf(hours.from), OPENING_DAYS.indexOf(hours.to) + 1);
