import type { websiteContent } from "../db/schema.ts";

export type ContentRow = typeof websiteContent.$inferSelect;

/**
 * The words the admin edits and translators work from: the section's draft when one waits,
 * else what the site shows.
 */
export const editedContent = (row: Pick<ContentRow, "draft" | "content">) =>
  row.draft ?? row.content;

/** Whether the site shows the row: published, and not deleted. */
export const isOnSite = (row: Pick<ContentRow, "deletedAt" | "publishedVersion">) =>
  row.deletedAt === null && row.publishedVersion !== null;
