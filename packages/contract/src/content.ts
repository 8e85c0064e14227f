import { z } from "zod";
import { FIELD_MAXIMUMS } from "./limits.ts";
import { validationMessages } from "./messages.ts";
import { SECTION_NAME_PATTERN } from "./sections/section-name.ts";

/** A section name: what the admin types in "add new section". */
export const SectionNameSchema = z
  .string({ error: validationMessages.sectionName })
  .trim()
  .min(1, validationMessages.sectionName)
  .max(
    FIELD_MAXIMUMS.sectionName,
    `Section name must be at most ${FIELD_MAXIMUMS.sectionName} characters`,
  )
  .regex(
    SECTION_NAME_PATTERN,
    "Section name may use letters, digits, '-' and '_', or prefix:slug (slug: lowercase letters, digits and '-')",
  );

/** Free-form JSON object content of a section. */
export const ContentObjectSchema = z.record(z.string(), z.unknown(), {
  error: validationMessages.contentObject,
});

/** A moment with its offset, as the admin sends it (`2026-12-01T08:00:00+07:00`). */
const InstantSchema = z.iso.datetime({
  offset: true,
  error: "Give a date and time with its offset, such as 2026-12-01T08:00:00+07:00",
});

export const ContentSaveSchema = z.object({
  section: SectionNameSchema,
  content: ContentObjectSchema,
  /** The version the admin edited; omitted only when creating a section. */
  version: z.number().int().positive().optional(),
  /** Create only: a section of that name that already exists answers 409, never overwritten. */
  create: z.literal(true).optional(),
  /**
   * `false` saves a draft: the site keeps showing the published version. Omitted (as the spec's
   * clients do) or `true`, the save goes on the site at once.
   */
  publish: z.boolean().optional(),
  /** An entry only: when its page leaves the site; null cancels a time set before. */
  unpublishAt: InstantSchema.nullable().optional(),
});
export type ContentSave = z.infer<typeof ContentSaveSchema>;

/** Body of a revision restore: the section's version the admin saw (a newer one answers 409). */
export const ContentRestoreSchema = z.object({
  expectedVersion: ContentSaveSchema.shape.version,
});
export type ContentRestore = z.infer<typeof ContentRestoreSchema>;

export const ContentSectionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  content: ContentObjectSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

/**
 * A section as the admin edits it: `content` is the draft when one waits, and `version` the
 * latest revision (the one a save, publish or discard must name).
 */
export const AdminContentSectionSchema = ContentSectionSchema.extend({
  /** The revision on the site; null while the entry was never published. */
  publishedVersion: z.number().int().nullable(),
  /** The content on the site while a draft waits beside it; null otherwise. */
  published: ContentObjectSchema.nullable(),
  /** `content` is a draft, not on the site (always so for an entry never published). */
  draft: z.boolean(),
});
export type AdminContentSection = z.infer<typeof AdminContentSectionSchema>;

/**
 * Body of POST /api/admin/content/:section/publish: the draft's version the admin reviewed;
 * with `at`, it is published then instead of now. `unpublishAt` (an entry only) takes its page
 * off the site at that time; null cancels one set before.
 */
export const ContentPublishSchema = z.object({
  version: z.number().int().positive(),
  at: InstantSchema.optional(),
  unpublishAt: InstantSchema.nullable().optional(),
});
export type ContentPublish = z.infer<typeof ContentPublishSchema>;

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** How far ahead a change can be set: a year, as for appointments. */
export const SCHEDULE_MAX_DAYS_AHEAD = 365;

/** A content change set for a time: waiting, done, failed or cancelled. */
export const ContentScheduleSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  action: z.enum(SCHEDULE_ACTIONS),
  at: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why it did nothing when its time came; null when it did its work (or has not run). */
  failure: z.string().nullable(),
});
export type ContentSchedule = z.infer<typeof ContentScheduleSchema>;

export const ContentRevisionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  version: z.number().int(),
  content: ContentObjectSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  restoredFromVersion: z.number().int().nullable(),
  /** When this revision went on the site; null for a draft that never did. */
  publishedAt: z.string().nullable(),
});
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

/** Body of POST /api/admin/content/:section/rename: the old URL answers 301 to the new one. */
export const SectionRenameSchema = z.object({
  /** The new name, in the same collection (`certification:new-slug`). */
  to: SectionNameSchema,
  expectedVersion: ContentSaveSchema.shape.version,
});
export type SectionRename = z.infer<typeof SectionRenameSchema>;

/** A section deleted from the site whose history is kept, so it can be restored. */
export const DeletedSectionSchema = z.object({
  section: z.string(),
  version: z.number().int(),
  deletedAt: z.string(),
  content: ContentObjectSchema,
});
export type DeletedSection = z.infer<typeof DeletedSectionSchema>;

/** Who links to something: sections (with the pages they feed). */
export const UsageSchema = z.object({
  sections: z.array(z.object({ section: z.string(), label: z.string() })),
  pages: z.array(z.string()),
});
export type Usage = z.infer<typeof UsageSchema>;

/** How long a preview link shows the draft, unless revoked sooner. */
export const PREVIEW_LINK_DAYS = 7;

/** A preview link as the admin lists it: the address itself is shown only when it is made. */
export const PreviewLinkSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** Answer of POST /api/admin/content/:section/preview-links: the secret address, once. */
export const CreatedPreviewLinkSchema = PreviewLinkSchema.extend({ url: z.string() });
export type CreatedPreviewLink = z.infer<typeof CreatedPreviewLinkSchema>;
