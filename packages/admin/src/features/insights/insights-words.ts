import {
  type DeviceClass,
  INSIGHTS_OTHER,
  isLanguage,
  KHMER_LETTER,
  KHMER_LETTERS,
  LANGUAGE_INFO,
  type Language,
} from "@app/contract";
import type { InsightsPeriod, LastDays } from "./insights-period.ts";

/** Every word the Insights area shows, in the owner's words. */
export const insightsWords = {
  title: "Insights",
  description:
    "How many people visit the site, what they read, search for and where they come from, with the leads and won audits they bring.",
  refresh: "Refresh",
  loading: "Loading the insights",
  loadFailure: "Failed to load the insights.",
  period: {
    legend: "Days",
    custom: "Custom",
    from: "First day",
    to: "Last day",
    show: "Show these days",
    today: "Days are counted on Phnom Penh's calendar.",
  },
  totals: {
    label: "Totals for these days",
    visitors: { label: "Visitors", note: "Each counted once a day" },
    pageViews: { label: "Page views", note: "Every page shown" },
    leads: { label: "Leads", note: "Quote requests and messages" },
    won: { label: "Won audits", note: "From these days' leads" },
    conversion: { label: "Conversion", note: "Leads per 100 visitors" },
  },
  chart: {
    title: "Visitors and leads per day",
    visitors: "Visitors",
    leads: "Leads",
    visitorsKey: "line, counted on the left",
    leadsKey: "bars, counted on the right",
    point: "Point at a day to see its numbers.",
    loadFailure: "The chart could not be loaded. The numbers are below.",
    showNumbers: "Show the numbers",
    numbersCaption: "Visitors, page views and leads per day",
    day: "Day",
  },
  columns: {
    page: "Page",
    visitors: "Visitors",
    pageViews: "Page views",
    leads: "Leads",
    won: "Won audits",
    conversion: "Conversion",
  },
  pages: {
    title: "Top pages",
    description: "The pages visitors read most, with the leads whose visit began there.",
  },
  referrers: {
    title: "Sources",
    description:
      "The site a visitor followed a link from. Direct: a typed address, a bookmark, or an app that does not say.",
    heading: "Site",
  },
  campaigns: {
    title: "Campaigns",
    description: "Links you tagged with a campaign name, in a newsletter, a post or an ad.",
    heading: "Campaign",
  },
  languages: {
    title: "Languages",
    description: "The language of the pages visitors read.",
    heading: "Language",
  },
  devices: {
    title: "Devices",
    description: "By the width of the visitor's screen.",
    heading: "Device",
  },
  searches: {
    top: {
      title: "What visitors searched for",
      description:
        "The words visitors typed in the site's search box, the most searched first; open one to see what they found. Searches made on the Khmer pages are marked Khmer.",
      empty: "Nobody searched the site in these days.",
    },
    nothing: {
      title: "Searches that found nothing",
      description:
        "Words visitors looked for that no page of the site has. Add them to the page that answers them (a standard's page, say), so the next visitor who searches them finds it.",
      empty: "Every search in these days found something.",
    },
    heading: "Search",
    searches: "Searches",
  },
  noRows: "None in these days.",
  empty: {
    title: "No visits counted in these days",
    text: "The site counts visits without cookies: each visitor is counted once a day, and bots and browsers that ask not to be tracked are not counted. Visits show here a few seconds after they happen.",
  },
} as const;

/** "Last 7 days": a ready-made period's name. */
export const lastDaysName = (days: LastDays): string => `Last ${days} days`;

const NO_NAME = {
  referrer: "Direct or not known",
  campaign: "No campaign",
  other: "Not known",
} as const;

/** What a day's less visited lines are added up as (INSIGHTS_OTHER), per breakdown. */
export const OTHER_NAME = {
  page: "Other pages, added up",
  referrer: "Other sites, added up",
  campaign: "Other campaigns, added up",
} as const;

/** A referring site's name; none: the visitor came straight, or their browser did not say. */
export const referrerName = (name: string | null): string =>
  name === INSIGHTS_OTHER ? OTHER_NAME.referrer : (name ?? NO_NAME.referrer);

export const campaignName = (name: string | null): string =>
  name === INSIGHTS_OTHER ? OTHER_NAME.campaign : (name ?? NO_NAME.campaign);

/** A language by its name in English: "en" is English, "km" Khmer. */
export const languageName = (name: string | null): string =>
  name === null ? NO_NAME.other : isLanguage(name) ? LANGUAGE_INFO[name].englishName : name;

const DEVICE_NAMES: Record<DeviceClass, string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
};

export const deviceName = (name: string | null): string =>
  name === null ? NO_NAME.other : (DEVICE_NAMES[name as DeviceClass] ?? name);

const SPACE_IN_KHMER = new RegExp(`(?<=[${KHMER_LETTERS}]) (?=[${KHMER_LETTERS}])`, "g");

/**
 * A query as the visitor wrote it: search keeps a query's words with a space between each, and
 * Khmer, written without spaces, reads as one word again.
 */
export const searchedText = (query: string): string => query.replace(SPACE_IN_KHMER, "");

/** The language a query's letters are in, for its font: Khmer if it has any. */
export const queryLanguage = (query: string): Language => (KHMER_LETTER.test(query) ? "km" : "en");

const counts = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count with its thousands marked: "1,204". */
export const formatCount = (count: number): string => counts.format(count);

/** A rate of 0 to 1 (or more) as a percentage with one decimal: 0.025 is "2.5%". */
export const formatRate = (rate: number): string => percent.format(rate);

/** Leads per 100 visitors as a percentage ("2.5%"); "–" without visitors to count them by. */
export const formatConversion = (leads: number, visitors: number): string =>
  visitors === 0 ? "–" : formatRate(leads / visitors);

/** A calendar day read as that day, whatever the reader's time zone. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Days in words, in UTC: a calendar day is the same day in every reader's time zone. */
const dayWords = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
const shortDay = dayWords({ day: "numeric", month: "short" });
const fullDay = dayWords({ day: "numeric", month: "short", year: "numeric" });
const weekDay = dayWords({ weekday: "short", day: "numeric", month: "short" });

/** "29 Nov": a day under the chart. */
export const chartDayName = (day: string): string => shortDay.format(dayOf(day));

/** "Sun 29 Nov": a day in the table of numbers. */
export const tableDayName = (day: string): string => weekDay.format(dayOf(day));

/** "1 Nov – 29 Nov 2026": a period's days, the first and the last. */
export function daysName(from: string, to: string): string {
  if (from === to) return fullDay.format(dayOf(from));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const first = sameYear ? shortDay.format(dayOf(from)) : fullDay.format(dayOf(from));
  return `${first} – ${fullDay.format(dayOf(to))}`;
}

/** What a period covers, said in full: "Last 30 days: 31 Oct – 29 Nov 2026". */
export function periodName(period: InsightsPeriod, from: string, to: string): string {
  const days = daysName(from, to);
  return period.kind === "last" ? `${lastDaysName(period.days)}: ${days}` : days;
}

/** The chart's name for a screen reader, which cannot see a canvas. */
export const chartName = (from: string, to: string): string =>
  `Chart of visitors and leads per day, ${daysName(from, to)}. The numbers are in the table below it.`;

/** What the chart says of the day pointed at: "Sun 29 Nov: 12 visitors, 1 lead". */
export function dayReadout(day: string, visitors: number, leads: number): string {
  const people = `${formatCount(visitors)} ${visitors === 1 ? "visitor" : "visitors"}`;
  return `${tableDayName(day)}: ${people}, ${formatCount(leads)} ${leads === 1 ? "lead" : "leads"}`;
}

/** "42 searches in these days, 5 of them found nothing." */
export function searchesSummary(total: number, foundNothing: number): string {
  if (total === 1) return `1 search in these days.${foundNothing > 0 ? " It found nothing." : ""}`;
  const all = `${formatCount(total)} searches in these days`;
  return foundNothing === 0
    ? `${all}.`
    : `${all}, ${formatCount(foundNothing)} of them found nothing.`;
}
