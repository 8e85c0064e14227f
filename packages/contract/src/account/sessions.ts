import { z } from "zod";

/** One signed-in browser or app of the administrator; `id` is a public id, never the token. */
export const AdminSessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session that asked. */
  current: z.boolean(),
});
export type AdminSessionInfo = z.infer<typeof AdminSessionInfoSchema>;

export const AdminSessionListSchema = z.object({ items: z.array(AdminSessionInfoSchema) });
export type AdminSessionList = z.infer<typeof AdminSessionListSchema>;

/** A session's public id in a path: 32 hex digits. */
export const SessionPublicIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
