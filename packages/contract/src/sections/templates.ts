import type { z } from "zod";
import {
  CertificationContentSchema,
  PillarContentSchema,
  TextPageContentSchema,
} from "./entry-sections.ts";
import { text } from "./fields.ts";
import type { CollectionName } from "./section-name.ts";

/**
 * The field that holds an entry's name, which "Add" asks for first: a standard's full name
 * (its short name, the badge, is a field of its own), a pillar's or a page's title.
 */
export const ENTRY_NAME_FIELDS = {
  certification: { key: "fullName", schema: CertificationContentSchema.shape.fullName },
  pillar: { key: "title", schema: PillarContentSchema.shape.title },
  page: { key: "title", schema: TextPageContentSchema.shape.title },
} as const satisfies Record<CollectionName, { key: string; schema: z.ZodString }>;

/** The name "Add" asks for, with the limit of the field it fills. */
export const entryNameSchema = (collection: CollectionName) =>
  text("Name", ENTRY_NAME_FIELDS[collection].schema.maxLength ?? undefined);

/**
 * What a new entry's editor starts from: the name typed when it was added, every other field
 * empty. It is not valid until the owner writes the rest, so nothing half-done is ever saved.
 */
export const newEntryContent = (collection: CollectionName, name: string) => ({
  [ENTRY_NAME_FIELDS[collection].key]: name.trim(),
});
