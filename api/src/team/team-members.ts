import { type Role, type TeamMember, type TeamMemberChange, teamMessages } from "@app/contract";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { invalidateAllSessions } from "../auth/session.ts";
import type { Db } from "../db/database.ts";
import { adminInvitations, adminPasskeys, adminUsers, telegramLinks } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";

type AccountRow = typeof adminUsers.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function passkeyCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: adminPasskeys.userId, passkeys: count() })
    .from(adminPasskeys)
    .groupBy(adminPasskeys.userId);
  return new Map(rows.map((row) => [row.userId, row.passkeys]));
}

/** Who has linked their Telegram, by account: the name Telegram gave at linking. */
async function telegramNames(db: Db, id?: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: telegramLinks.userId, name: telegramLinks.telegramName })
    .from(telegramLinks)
    .where(id === undefined ? undefined : eq(telegramLinks.userId, id));
  return new Map(rows.map((row) => [row.userId, row.name]));
}

export const toTeamMember = (
  row: AccountRow,
  passkeys: number,
  telegramName: string | null,
): TeamMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.disabledAt ? "disabled" : "active",
  lastSignInAt: iso(row.lastSignInAt),
  totpEnabled: row.totpKey !== null,
  passkeyCount: passkeys,
  telegramName,
  expiresAt: null,
});

/** Everyone on the team, then the invitations still waiting, each oldest first. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const [accounts, passkeys, telegram, waiting] = await Promise.all([
    db.select().from(adminUsers).orderBy(adminUsers.createdAt),
    passkeyCounts(db),
    telegramNames(db),
    db
      .select()
      .from(adminInvitations)
      .where(and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.userId)))
      .orderBy(adminInvitations.createdAt),
  ]);
  const members = accounts.map((row) =>
    toTeamMember(row, passkeys.get(row.id) ?? 0, telegram.get(row.id) ?? null),
  );
  const invited = waiting
    .filter((invitation) => invitation.expiresAt.getTime() > Date.now())
    .map(
      (invitation): TeamMember => ({
        id: invitation.id,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        status: "invited",
        lastSignInAt: null,
        totpEnabled: false,
        passkeyCount: 0,
        telegramName: null,
        expiresAt: invitation.expiresAt.toISOString(),
      }),
    );
  return [...members, ...invited];
}

/**
 * The site always keeps an enabled owner: one who would stop being one (demoted, disabled,
 * removed) must not be the last. Checked under a lock on the owners, so two owners demoting
 * each other at once cannot both pass.
 */
async function assertAnotherOwner(tx: Db, account: AccountRow): Promise<void> {
  if (account.role !== "owner" || account.disabledAt) return;
  await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, "owner"))
    .for("update");
  const [others] = await tx
    .select({ owners: count() })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.role, "owner"),
        isNull(adminUsers.disabledAt),
        ne(adminUsers.id, account.id),
      ),
    );
  if ((others?.owners ?? 0) === 0) throw new HttpError(409, teamMessages.lastOwner);
}

/** A disabled person's recovery link stops working: enabling them again needs a new one. */
async function withdrawLinksFor(tx: Db, account: AccountRow): Promise<void> {
  await tx
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.userId, account.id), isNull(adminInvitations.acceptedAt)));
}

/**
 * An owner who leaves, is disabled or demoted leaves no link behind: the invitations and
 * recovery links they made and nobody used yet stop working.
 */
async function withdrawLinksMadeBy(tx: Db, account: AccountRow): Promise<void> {
  await tx
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.invitedBy, account.email), isNull(adminInvitations.acceptedAt)));
}

async function accountOf(tx: Db, id: string): Promise<AccountRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!row) throw new HttpError(404, teamMessages.userNotFound);
  return row;
}

export interface MemberChanged {
  before: AccountRow;
  member: TeamMember;
}

/** A new role, or disabled / enabled again. Disabling ends every session of the person. */
export async function changeMember(
  db: Db,
  id: string,
  change: TeamMemberChange,
): Promise<MemberChanged> {
  return db.transaction(async (tx) => {
    const before = await accountOf(tx, id);
    const losesOwner =
      (change.role !== undefined && change.role !== "owner") || change.disabled === true;
    if (losesOwner) await assertAnotherOwner(tx, before);
    const [after] = await tx
      .update(adminUsers)
      .set({
        ...(change.role !== undefined && { role: change.role as Role }),
        ...(change.disabled !== undefined && {
          disabledAt: change.disabled ? (before.disabledAt ?? new Date()) : null,
        }),
      })
      .where(eq(adminUsers.id, id))
      .returning();
    if (change.disabled) {
      await invalidateAllSessions(tx, id);
      await withdrawLinksFor(tx, before);
    }
    if (before.role === "owner" && losesOwner) {
      await withdrawLinksMadeBy(tx, before);
    }
    const passkeys = (await passkeyCounts(tx)).get(id) ?? 0;
    const telegram = (await telegramNames(tx, id)).get(id) ?? null;
    return { before, member: toTeamMember(after!, passkeys, telegram) };
  });
}

/**
 * Removes a person (their sessions, passkeys and codes go with the account; the activity log
 * keeps their e-mail on each entry), or withdraws an invitation with this id. Answers what
 * was removed, for the activity log.
 */
export async function removeMember(
  db: Db,
  id: string,
): Promise<{ email: string; invitation: boolean }> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt)))
      .returning({ email: adminInvitations.email });
    if (invitation) return { email: invitation.email, invitation: true };
    const account = await accountOf(tx, id);
    await assertAnotherOwner(tx, account);
    await invalidateAllSessions(tx, id);
    await withdrawLinksMadeBy(tx, account);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    return { email: account.email, invitation: false };
  });
}
