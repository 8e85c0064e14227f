import { type AdminContentSection, formatBusinessTime } from "@app/contract";
import type { ActivityEvent } from "../activity/activity-log.ts";
import type { PublishOutcome } from "./content-drafts.ts";
import type { ScheduleRow } from "./content-schedules.ts";

/** "publish on Tuesday 1 December 2026, 08:00 (Phnom Penh time)". */
const scheduledWords = (row: ScheduleRow) =>
  `${row.action === "publish" ? "publish" : "take off the site"} on ${formatBusinessTime(row.at)}`;

const scheduledEvent = (row: ScheduleRow): ActivityEvent => ({
  action: "content.scheduled",
  target: row.section,
  detail: scheduledWords(row),
});

/** The activity log's words for content changes; the target is always the section's name. */
export const contentActivity = {
  saved: ({ saved, created }: { saved: AdminContentSection; created: boolean }): ActivityEvent => ({
    action: saved.draft
      ? created
        ? "content.draftCreated"
        : "content.draftSaved"
      : created
        ? "content.created"
        : "content.saved",
    target: saved.section,
    detail: `version ${saved.version}`,
  }),

  /** Published now, or set for a time; and the time an entry leaves the site, set or cancelled. */
  publishRequest: ({
    section,
    published,
    scheduled,
    unpublish,
  }: PublishOutcome): ActivityEvent[] => {
    const events: ActivityEvent[] = [];
    if (published) {
      events.push({
        action: "content.published",
        target: published.section,
        detail: `version ${published.version}`,
      });
    }
    for (const row of [scheduled, unpublish]) {
      if (row) events.push(scheduledEvent(row));
    }
    if (unpublish === null) {
      events.push({
        action: "content.scheduleCancelled",
        target: section,
        detail: "taking it off the site",
      });
    }
    return events;
  },

  /** Which link is told by its end, never its address: the log is no place for the secret. */
  previewLinkCreated: (link: { section: string; expiresAt: Date }): ActivityEvent => ({
    action: "content.previewLinkCreated",
    target: link.section,
    detail: `open until ${formatBusinessTime(link.expiresAt)}`,
  }),

  previewLinkRevoked: (link: { section: string; expiresAt: Date }): ActivityEvent => ({
    action: "content.previewLinkRevoked",
    target: link.section,
    detail: `was open until ${formatBusinessTime(link.expiresAt)}`,
  }),

  scheduleCancelled: (row: ScheduleRow): ActivityEvent => ({
    action: "content.scheduleCancelled",
    target: row.section,
    detail: scheduledWords(row),
  }),

  draftDiscarded: ({
    section,
    version,
    removed,
  }: {
    section: string;
    version: number;
    removed: boolean;
  }): ActivityEvent => ({
    action: "content.draftDiscarded",
    target: section,
    detail: removed
      ? `version ${version}, never published: moved to deleted entries`
      : `version ${version}`,
  }),

  deleted: ({ section, version }: { section: string; version: number }): ActivityEvent => ({
    action: "content.deleted",
    target: section,
    detail: `version ${version}`,
  }),

  /** What came back: the revision restored, and whether a deleted entry returned to the site. */
  restored:
    (version: number) =>
    ({
      saved,
      broughtBack,
    }: {
      saved: AdminContentSection;
      broughtBack: boolean;
    }): ActivityEvent => ({
      action: "content.restored",
      target: saved.section,
      detail: broughtBack ? `deleted entry, version ${version}` : `version ${version}`,
    }),

  /** Filed under the new name; the old one and the sections whose links followed in detail. */
  renamed:
    (from: string) =>
    ({
      renamed,
      rewritten,
    }: {
      renamed: AdminContentSection;
      rewritten: string[];
    }): ActivityEvent => ({
      action: "content.renamed",
      target: renamed.section,
      detail:
        rewritten.length === 0
          ? `${from} → ${renamed.section}`
          : `${from} → ${renamed.section}, links updated in ${rewritten.join(", ")}`,
    }),
};
