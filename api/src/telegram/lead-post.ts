import { eq, sql } from "drizzle-orm";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Db } from "../db/database.ts";
import { adminUsers, submissions } from "../db/schema.ts";
import { listAttachments } from "../routes/submissions/lead-attachments.ts";
import { leadKeyboard, leadPostText } from "./lead-post-message.ts";

export interface LeadPost {
  text: string;
  keyboard: InlineKeyboardMarkup;
}

/**
 * A lead's message as it should read now (its fields, files, owner and stage), or undefined
 * when the lead is no longer there (erased).
 */
export async function composeLeadPost(
  db: Db,
  submissionId: number,
  publicUrl: string | undefined,
  lastChange?: string,
): Promise<LeadPost | undefined> {
  const [row] = await db
    .select({
      lead: submissions,
      ownerName: sql<string | null>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`,
    })
    .from(submissions)
    .leftJoin(adminUsers, eq(adminUsers.id, submissions.assigneeId))
    .where(eq(submissions.id, submissionId));
  if (!row) return undefined;
  const attachments = await listAttachments(db, submissionId);
  const standing = { stage: row.lead.stage, ownerName: row.ownerName, lastChange };
  return {
    text: leadPostText(row.lead, attachments, standing, publicUrl),
    keyboard: leadKeyboard(submissionId),
  };
}
