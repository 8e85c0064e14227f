import { z } from "zod";
import { LeadSourceSchema } from "../deals/lead-source.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { DEVICE_CLASSES } from "./visit-beacon.ts";

export * from "./visit-beacon.ts";

/** A beacon's body, checked: a path of the site, its language, its source and width class. */
export const VisitBeaconSchema = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[\x21-\x7e]*$/),
  lang: z.enum(LANGUAGES),
  referrer: LeadSourceSchema.shape.referrer,
  utmSource: LeadSourceSchema.shape.utmSource,
  utmMedium: LeadSourceSchema.shape.utmMedium,
  utmCampaign: LeadSourceSchema.shape.utmCampaign,
  utmTerm: LeadSourceSchema.shape.utmTerm,
  utmContent: LeadSourceSchema.shape.utmContent,
  device: z.enum(DEVICE_CLASSES),
});

/** Raw visits are kept this many days by default (ANALYTICS_RETENTION_DAYS); daily figures for ever. */
export const ANALYTICS_RETENTION_DAYS_DEFAULT = 90;

/** The longest period Insights answers for at once: two years of days. */
export const INSIGHTS_MAX_DAYS = 731;

/** The periods the Insights area offers, in days ending today. */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the calendar that exists (not 2026-02-30), from 2000 to 9000. */
const isRealDay = (value: string): boolean => {
  const at = Date.parse(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(at) &&
    new Date(at).toISOString().slice(0, 10) === value &&
    value >= "2000-01-01" &&
    value <= "9000-12-31"
  );
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give a day as YYYY-MM-DD, such as 2026-11-29")
  .refine(isRealDay, "Give a real day of the calendar, such as 2026-11-29");

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** GET /api/admin/insights?from&to: a period of days on Phnom Penh's calendar, both counted. */
export const InsightsQuerySchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, {
    message: "The first day must come before the last",
    path: ["to"],
  })
  .refine(({ from, to }) => daysBetween(from, to) <= INSIGHTS_MAX_DAYS, {
    message: `Choose at most ${INSIGHTS_MAX_DAYS} days`,
    path: ["from"],
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

const count = z.number().int().nonnegative();

/** One line of a breakdown: `name` null is "none" (no referring site, no campaign). */
export const InsightsRowSchema = z.object({
  name: z.string().nullable(),
  visitors: count,
  leads: count,
  won: count,
});
export type InsightsRow = z.infer<typeof InsightsRowSchema>;

/**
 * A query visitors searched in one language (the search box of the English or the Khmer
 * pages), as search read it: its words, in lower case.
 */
export const InsightsSearchSchema = z.object({
  query: z.string(),
  language: z.enum(LANGUAGES),
  searches: count,
});
export type InsightsSearch = z.infer<typeof InsightsSearchSchema>;

export const InsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Visitors counted once a day each: a visit cannot be followed across days (decision 047). */
    visitors: count,
    pageViews: count,
    leads: count,
    won: count,
    /**
     * Leads per visitor (0 without visitors). It may pass 1: a lead can come from a visit that
     * was not counted (no scripts, Sec-GPC, a crawler-like browser).
     */
    conversionRate: z.number().nonnegative(),
  }),
  series: z.array(z.object({ day: z.string(), visitors: count, pageViews: count, leads: count })),
  pages: z.array(
    z.object({ path: z.string(), visitors: count, pageViews: count, leads: count, won: count }),
  ),
  referrers: z.array(InsightsRowSchema),
  campaigns: z.array(InsightsRowSchema),
  languages: z.array(InsightsRowSchema),
  devices: z.array(InsightsRowSchema),
  /** What visitors searched for on the site in these days, kept without who searched. */
  searches: z.object({
    total: count,
    foundNothing: count,
    /** The most searched queries, most first (INSIGHTS_TOP_SEARCHES). */
    top: z.array(InsightsSearchSchema),
    /** The queries that found nothing most often; `searches` counts those that found nothing. */
    nothingFound: z.array(InsightsSearchSchema),
  }),
});
export type Insights = z.infer<typeof InsightsSchema>;

/**
 * A day keeps this many pages, and this many referring sites and campaigns, by their visitors;
 * the rest of the day's are added up under INSIGHTS_OTHER, so made-up addresses cannot grow the
 * figures kept for ever.
 */
export const INSIGHTS_DAY_PAGES = 200;
export const INSIGHTS_DAY_NAMES = 50;
/** The name of the line that adds up a day's less visited pages, sites or campaigns. */
export const INSIGHTS_OTHER = "(other)";

/** The most pages, and lines of each other breakdown, an answer lists (the busiest first). */
export const INSIGHTS_TOP_PAGES = 50;
export const INSIGHTS_TOP_ROWS = 20;
/** The most queries each list of searches holds (the most searched, those that found nothing). */
export const INSIGHTS_TOP_SEARCHES = 10;
