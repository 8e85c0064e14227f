import type { ContentSection } from "@app/contract";
import type { ActivityEvent } from "../../activity/activity-log.ts";

/** The activity log's words for content changes; the target is always the section's name. */
export const contentActivity = {
  saved: ({ saved, created }: { saved: ContentSection; created: boolean }): ActivityEvent => ({
    action: created ? "content.created" : "content.saved",
    target: saved.section,
    detail: `version ${saved.version}`,
  }),

  deleted: ({ section, version }: { section: string; version: number }): ActivityEvent => ({
    action: "content.deleted",
    target: section,
    detail: `version ${version}`,
  }),

  /** What came back: the revision restored, and whether a deleted entry returned to the site. */
  restored:
    (version: number) =>
    ({ saved, broughtBack }: { saved: ContentSection; broughtBack: boolean }): ActivityEvent => ({
      action: "content.restored",
      target: saved.section,
      detail: broughtBack ? `deleted entry, version ${version}` : `version ${version}`,
    }),

  /** Filed under the new name; the old one and the sections whose links followed in detail. */
  renamed:
    (from: string) =>
    ({ renamed, rewritten }: { renamed: ContentSection; rewritten: string[] }): ActivityEvent => ({
      action: "content.renamed",
      target: renamed.section,
      detail:
        rewritten.length === 0
          ? `${from} → ${renamed.section}`
          : `${from} → ${renamed.section}, links updated in ${rewritten.join(", ")}`,
    }),
};
