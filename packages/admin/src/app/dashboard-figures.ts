import {
  BACKUP_STALE_AFTER_MS,
  type BackupStatus,
  CONTENT_AREAS,
  type ContentArea,
  isTranslation,
  type TranslatedLanguage,
} from "@app/contract";
import type { SectionSummaryRow } from "../features/content/content-queries.ts";
import { hasTranslationWork } from "../features/content/translations/translation-status.ts";
import { areaOfSection } from "../lib/content-areas.ts";
import { pluralize } from "../lib/format.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has waited, in its largest whole unit: "3 days", "5 hours", "1 minute".
 * Rounded down, so "1 day" means a full day has passed; a clock a little ahead of the server's
 * says "1 minute" rather than nothing.
 */
export function waitingFor(sinceIso: string, now: number): string {
  const waited = Math.max(0, now - new Date(sinceIso).getTime());
  if (waited >= DAY) return pluralize(Math.floor(waited / DAY), "day");
  if (waited >= HOUR) return pluralize(Math.floor(waited / HOUR), "hour");
  return pluralize(Math.max(1, Math.floor(waited / MINUTE)), "minute");
}

/** The English sections whose translation lacks words or has some to review, by area. */
export interface TranslationBacklog {
  sections: number;
  /** Most first (ties in the navigation's order); only areas with something to translate. */
  areas: { area: ContentArea; sections: number }[];
}

/**
 * What is waiting to be translated or reviewed: the same sections the content areas' "Khmer to
 * do only" switch shows (the summaries' translation states and hasTranslationWork decide),
 * counted by area.
 */
export function translationBacklog(
  rows: readonly Pick<SectionSummaryRow, "section" | "translations">[],
  language: TranslatedLanguage,
): TranslationBacklog {
  const perArea = new Map<ContentArea, number>();
  for (const row of rows) {
    if (isTranslation(row.section)) continue;
    if (!hasTranslationWork(row.translations?.[language])) continue;
    const area = areaOfSection(row.section);
    perArea.set(area, (perArea.get(area) ?? 0) + 1);
  }
  const order = CONTENT_AREAS.map((a) => a.id as ContentArea);
  const areas = [...perArea]
    .map(([area, sections]) => ({ area, sections }))
    .sort((a, b) => b.sections - a.sections || order.indexOf(a.area) - order.indexOf(b.area));
  return { sections: areas.reduce((sum, a) => sum + a.sections, 0), areas };
}

/** What the dashboard says about backups, in the owner's words. */
export interface BackupSummary {
  /** When the last backup that worked finished, or undefined when none did. */
  lastAt: string | undefined;
  /** Something to act on: it failed, or the last good one is over two days old, or none. */
  warning: string | undefined;
  /** Said when nothing is wrong. */
  note: string;
}

/**
 * The last backup and whether it needs the owner: a warning when the last automatic one failed,
 * or when the newest good one (automatic or downloaded) is older than two days or missing while
 * automatic backups are off. Right after a start with automatic backups on, the first one is
 * on its way: no warning yet.
 */
export function backupSummary(status: BackupStatus, now: number): BackupSummary {
  const lastAt = status.lastSuccess?.finishedAt;
  const old = lastAt === undefined || now - new Date(lastAt).getTime() > BACKUP_STALE_AFTER_MS;
  const note = status.automatic ? "Daily backups are on" : "Automatic backups are off";
  if (status.health === "failed") return { lastAt, warning: "The last backup failed", note };
  if (status.health === "none-yet") return { lastAt, warning: undefined, note: "First one coming" };
  if (status.health === "stale" || (old && status.health === "off")) {
    return {
      lastAt,
      warning:
        lastAt === undefined
          ? "No backup yet: download one"
          : status.automatic
            ? "Over two days old"
            : "Over two days old: download one",
      note,
    };
  }
  return { lastAt, warning: undefined, note };
}
