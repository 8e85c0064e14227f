import { z } from "zod";

/**
 * Missing pages (issue 39): every 404 of a public path counted, so the owner sees which old or
 * mistyped addresses visitors and search engines still ask for, and redirects them.
 */
/** The most paths kept: the busiest, so a flood of made-up addresses cannot grow the list. */
export const NOT_FOUND_KEPT_PATHS = 1000;
/** A path not asked for in this many days leaves the list. */
export const NOT_FOUND_KEPT_DAYS = 90;
/** The longest path counted (longer ones are counted cut to this). */
export const NOT_FOUND_PATH_MAX = 500;

export const NotFoundPathSchema = z.object({
  /** The path as asked for, decoded, with its language prefix (`/km/old`), without its query. */
  path: z.string(),
  count: z.number().int(),
  lastSeenAt: z.string(),
  /** The site the last visitor came from (`www.google.com`), null when none said. */
  referrer: z.string().nullable(),
});
export type NotFoundPath = z.infer<typeof NotFoundPathSchema>;

export const NotFoundListSchema = z.object({ paths: z.array(NotFoundPathSchema) });
export type NotFoundList = z.infer<typeof NotFoundListSchema>;
