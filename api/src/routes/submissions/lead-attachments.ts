import type { AttachmentType, LeadAttachment } from "@app/contract";
import { and, asc, eq, gt, sql, sum } from "drizzle-orm";
import { bytesOf } from "../../db/bytes.ts";
import type { Db, Tx } from "../../db/database.ts";
import { submissionAttachments } from "../../db/schema.ts";

/** A file that passed the attachment checks (attachment-intake.ts), ready to store. */
export interface PreparedAttachment {
  filename: string;
  contentType: AttachmentType;
  bytes: Uint8Array;
  sha256: string;
}

/** Stores a lead's files in the lead's own transaction, in the order they were sent. */
export async function storeAttachments(
  tx: Tx,
  submissionId: number,
  attachments: readonly PreparedAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  await tx.insert(submissionAttachments).values(
    attachments.map((file, position) => ({
      id: crypto.randomUUID(),
      submissionId,
      position,
      filename: file.filename,
      contentType: file.contentType,
      byteSize: file.bytes.byteLength,
      sha256: file.sha256,
      bytes: file.bytes,
    })),
  );
}

const listed = {
  id: submissionAttachments.id,
  filename: submissionAttachments.filename,
  contentType: submissionAttachments.contentType,
  byteSize: submissionAttachments.byteSize,
};

/** A lead's files without their bytes, in the order they were sent. */
export async function listAttachments(db: Db, submissionId: number): Promise<LeadAttachment[]> {
  return db
    .select(listed)
    .from(submissionAttachments)
    .where(eq(submissionAttachments.submissionId, submissionId))
    .orderBy(asc(submissionAttachments.position));
}

/** One file of one lead with its bytes; undefined when that lead has no such file. */
export async function readAttachment(
  db: Db,
  submissionId: number,
  attachmentId: string,
): Promise<(LeadAttachment & { bytes: Uint8Array; sha256: string }) | undefined> {
  const [row] = await db
    .select({
      ...listed,
      sha256: submissionAttachments.sha256,
      bytes: bytesOf(submissionAttachments.bytes),
    })
    .from(submissionAttachments)
    .where(
      and(
        eq(submissionAttachments.submissionId, submissionId),
        eq(submissionAttachments.id, attachmentId),
      ),
    );
  return row;
}

/** What visitors' documents took in the last 24 hours, all quotes together (bytes). */
export async function attachmentBytesToday(db: Db): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(submissionAttachments.byteSize) })
    .from(submissionAttachments)
    .where(gt(submissionAttachments.createdAt, sql`now() - interval '1 day'`));
  return Number(row?.bytes ?? 0);
}
