import {
  apiErrorMessages,
  INVITATION_DAYS,
  type InvitationRequest,
  type InvitationView,
  type Role,
  teamMessages,
} from "@app/contract";
import { and, eq, isNull } from "drizzle-orm";
import { turnOffSecondFactor } from "../auth/admin-accounts.ts";
import { invalidateAllSessions } from "../auth/session.ts";
import type { Db } from "../db/database.ts";
import { adminInvitations, adminUsers } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import { randomBase32, tokenHash } from "../lib/random-token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreatedInvitation {
  id: string;
  email: string;
  role: Role;
  name: string;
  expiresAt: Date;
  /** Given once, in the link; only its SHA-256 is kept. */
  token: string;
}

/** A one-time link's row for `person`, and the token its link carries (only its hash is kept). */
function oneTimeLink(
  person: { email: string; role: Role; name: string; userId?: string },
  invitedBy: string,
) {
  const token = randomBase32(20);
  const row = {
    id: crypto.randomUUID(),
    ...person,
    tokenHash: tokenHash(token),
    invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
  };
  return { row, token };
}

/**
 * A new invitation. An address with an account is refused (409); one already invited gets a
 * new link and the old one stops working.
 */
export async function createInvitation(
  db: Db,
  request: InvitationRequest,
  invitedBy: string,
): Promise<CreatedInvitation> {
  const { row, token } = oneTimeLink(
    { email: request.email, role: request.role, name: request.name ?? "" },
    invitedBy,
  );
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, request.email));
    if (existing) throw new HttpError(409, teamMessages.alreadyOnTeam(request.email));
    await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.email, request.email), isNull(adminInvitations.acceptedAt)));
    await tx.insert(adminInvitations).values(row);
  });
  return { ...row, token };
}

/**
 * A link for a person on the team to choose a new password (they forgot it). With
 * `resetSecondFactor` (a lost phone or key) their two-step sign-in and passkeys go now. Their
 * sessions end now either way; a link sent before stops working.
 */
export async function createRecovery(
  db: Db,
  userId: string,
  { resetSecondFactor }: { resetSecondFactor: boolean },
  invitedBy: string,
): Promise<CreatedInvitation> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId));
    if (!account) throw new HttpError(404, teamMessages.userNotFound);
    if (account.disabledAt) throw new HttpError(409, teamMessages.recoverDisabled);
    await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.userId, userId), isNull(adminInvitations.acceptedAt)));
    const { row, token } = oneTimeLink(
      { email: account.email, role: account.role, name: account.name, userId },
      invitedBy,
    );
    await tx.insert(adminInvitations).values(row);
    if (resetSecondFactor) await turnOffSecondFactor(tx, userId);
    await invalidateAllSessions(tx, userId);
    return { ...row, token };
  });
}

type InvitationRow = typeof adminInvitations.$inferSelect;

/** The invitation a link's token names, while it can still be accepted; else 404 or 410. */
export async function openInvitation(db: Db, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, tokenHash(token)));
  if (!row) throw new HttpError(404, teamMessages.invitationNotFound);
  if (row.acceptedAt) throw new HttpError(410, teamMessages.invitationUsed);
  if (row.expiresAt.getTime() <= Date.now())
    throw new HttpError(410, teamMessages.invitationExpired);
  return row;
}

export const invitationView = (row: InvitationRow): InvitationView => ({
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  recovery: row.userId !== null,
  name: row.name,
});

/**
 * The invited person's account, made once, or a recovered account's new password: the link is
 * marked used in the same transaction, so two tabs accepting it do it once and the other gets
 * 410.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  account: { name: string; passwordHash: string },
): Promise<{ id: string; email: string; role: Role; recovered: boolean }> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(eq(adminInvitations.tokenHash, tokenHash(token)), isNull(adminInvitations.acceptedAt)),
      )
      .returning();
    if (!claimed) {
      await openInvitation(tx, token);
      throw new HttpError(410, teamMessages.invitationUsed);
    }
    if (claimed.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(410, teamMessages.invitationExpired);
    }
    if (claimed.userId) {
      const [person] = await tx
        .select({ disabledAt: adminUsers.disabledAt })
        .from(adminUsers)
        .where(eq(adminUsers.id, claimed.userId));
      // Thrown inside the transaction: the link and the old password stay as they were.
      if (person?.disabledAt) throw new HttpError(403, apiErrorMessages.accountDisabled);
      const [recovered] = await tx
        .update(adminUsers)
        .set({
          name: account.name,
          passwordHash: account.passwordHash,
          passwordChangedAt: new Date(),
          passwordChangeSuggested: false,
        })
        .where(eq(adminUsers.id, claimed.userId))
        .returning();
      await invalidateAllSessions(tx, claimed.userId);
      return { id: recovered!.id, email: recovered!.email, role: recovered!.role, recovered: true };
    }
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, claimed.email));
    if (existing) throw new HttpError(409, teamMessages.alreadyOnTeam(claimed.email));
    const id = crypto.randomUUID();
    await tx.insert(adminUsers).values({
      id,
      email: claimed.email,
      name: account.name,
      role: claimed.role,
      passwordHash: account.passwordHash,
    });
    return { id, email: claimed.email, role: claimed.role, recovered: false };
  });
}
