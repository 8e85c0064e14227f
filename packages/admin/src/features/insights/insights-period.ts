import { INSIGHTS_PERIODS, type InsightsQuery, InsightsQuerySchema } from "@app/contract";
import { addDays } from "../../lib/business-calendar.ts";

/** A period the area offers ready-made: this many days ending today. */
export type LastDays = (typeof INSIGHTS_PERIODS)[number];

/**
 * The days Insights shows: the last 7, 30 or 90 (today included, on Phnom Penh's calendar), or
 * the admin's own first and last day. Kept in the area's address (`/insights?days=7`,
 * `/insights?from=2026-11-01&to=2026-11-29`), so a reload, Back or a shared link shows the same
 * days; the last 30 days are the default and need no parameter.
 */
export type InsightsPeriod = LastDaysPeriod | CustomPeriod;

export interface LastDaysPeriod {
  kind: "last";
  days: LastDays;
}

/** The admin's own days, as typed: checked by `checkPeriod` before anything is asked. */
export interface CustomPeriod {
  kind: "custom";
  from: string;
  to: string;
}

export const DEFAULT_PERIOD: LastDaysPeriod = { kind: "last", days: 30 };

const isLastDays = (days: number): days is LastDays =>
  (INSIGHTS_PERIODS as readonly number[]).includes(days);

/** The period an address's query part asks for; anything unknown is the default. */
export function readInsightsPeriod(search: string): InsightsPeriod {
  const params = new URLSearchParams(search);
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) return { kind: "custom", from: from ?? "", to: to ?? "" };
  const days = Number(params.get("days"));
  return isLastDays(days) ? { kind: "last", days } : DEFAULT_PERIOD;
}

/** The query part of the area's address for a period: "" for the default. */
export function insightsSearch(period: InsightsPeriod): string {
  if (period.kind === "custom") {
    return `?${new URLSearchParams({ from: period.from, to: period.to })}`;
  }
  return period.days === DEFAULT_PERIOD.days ? "" : `?days=${period.days}`;
}

/** The last `days` days, today (YYYY-MM-DD on Phnom Penh's calendar) the last of them. */
export const lastDays = (days: LastDays, today: string): InsightsQuery => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** What is wrong with the days typed, by field, in the owner's words. */
export interface PeriodErrors {
  from?: string;
  to?: string;
}

export type PeriodCheck = { ok: true; query: InsightsQuery } | { ok: false; errors: PeriodErrors };

const MISSING: Required<PeriodErrors> = {
  from: "Choose the first day",
  to: "Choose the last day",
};

/**
 * The days a period asks the server for, or what is wrong with the ones typed: the contract's
 * own rules (real days, the first before the last, at most two years), the first problem of
 * each field.
 */
export function checkPeriod(period: InsightsPeriod, today: string): PeriodCheck {
  if (period.kind === "last") return { ok: true, query: lastDays(period.days, today) };
  const missing: PeriodErrors = {
    ...(period.from === "" && { from: MISSING.from }),
    ...(period.to === "" && { to: MISSING.to }),
  };
  if (missing.from || missing.to) return { ok: false, errors: missing };
  const parsed = InsightsQuerySchema.safeParse({ from: period.from, to: period.to });
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: PeriodErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "to" ? "to" : "from";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
