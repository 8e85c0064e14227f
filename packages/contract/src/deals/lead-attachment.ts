import { z } from "zod";
import { ATTACHMENT_TYPES } from "./attachments.ts";

/** A lead's attachment as the admin lists it (the bytes come from attachmentPath). */
export const LeadAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  byteSize: z.number().int(),
});
export type LeadAttachment = z.infer<typeof LeadAttachmentSchema>;
