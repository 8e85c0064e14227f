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

export const ContentSaveSchema = z.object({
  section: SectionNameSchema,
  content: ContentObjectSchema,
  /** The version the admin edited; omitted only when creating a section. */
  version: z.number().int().positive().optional(),
  /** Create only: a section of that name that already exists answers 409, never overwritten. */
  create: z.literal(true).optional(),
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

export const ContentRevisionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  version: z.number().int(),
  content: ContentObjectSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  restoredFromVersion: z.number().int().nullable(),
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
