import { apiErrorMessages, PREVIEW_LINK_DAYS, type PreviewLink } from "@app/contract";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { previewLinks, websiteContent } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import { randomBase32, tokenHash } from "../lib/random-token.ts";

type PreviewLinkRow = typeof previewLinks.$inferSelect;

const toPreviewLink = (row: PreviewLinkRow): PreviewLink => ({
  id: row.id,
  section: row.section,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** Still opens: not revoked, not expired (on the database's clock). */
const stillOpen = and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, sql`now()`));

/** The public path of a preview link's page. */
export const previewPath = (token: string) => `/preview/${token}`;

/** Links sent before a rename keep showing the entry's draft under its new name. */
export async function movePreviewLinks(tx: Tx, from: string, to: string): Promise<void> {
  await tx.update(previewLinks).set({ section: to }).where(eq(previewLinks.section, from));
}

/**
 * Makes a secret address for a section's draft, valid for PREVIEW_LINK_DAYS days. The token
 * (160 random bits) goes to the admin once; the database keeps its hash.
 */
export async function createPreviewLink(
  db: Db,
  {
    section,
    author,
    audit,
  }: { section: string; author: string; audit?: InTransaction<PreviewLinkRow> },
): Promise<PreviewLink & { token: string }> {
  const token = randomBase32(20);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ deletedAt: websiteContent.deletedAt })
      .from(websiteContent)
      .where(eq(websiteContent.section, section));
    if (!row || row.deletedAt) throw new HttpError(404, apiErrorMessages.sectionNotFound(section));
    const [link] = await tx
      .insert(previewLinks)
      .values({
        tokenHash: tokenHash(token),
        section,
        createdBy: author,
        expiresAt: sql`now() + make_interval(days => ${PREVIEW_LINK_DAYS})`,
      })
      .returning();
    await audit?.(tx, link!);
    return { ...toPreviewLink(link!), token };
  });
}

/** A section's links that still open, newest first. */
export async function listPreviewLinks(db: Db, section: string): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.section, section), stillOpen))
    .orderBy(desc(previewLinks.createdAt));
  return rows.map(toPreviewLink);
}

/** Closes a link for good; one already closed (or another section's) answers 404. */
export async function revokePreviewLink(
  db: Db,
  { section, id, audit }: { section: string; id: number; audit?: InTransaction<PreviewLinkRow> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(previewLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(previewLinks.id, id), eq(previewLinks.section, section), stillOpen))
      .returning();
    if (!revoked) throw new HttpError(404, apiErrorMessages.previewLinkNotFound);
    await audit?.(tx, revoked);
  });
}

/** The section a token shows, with the link's end; undefined when it does not open. */
export async function openPreviewLink(
  db: Db,
  token: string,
): Promise<{ section: string; expiresAt: Date } | undefined> {
  const [link] = await db
    .select({ section: previewLinks.section, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, tokenHash(token)), stillOpen));
  return link;
}
