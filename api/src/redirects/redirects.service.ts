import {
  entryPath,
  LANGUAGES,
  localizedPath,
  REDIRECTS_MAX,
  type Redirect,
  type RedirectStatus,
  redirectFromPath,
  redirectMessages,
  redirectTarget,
} from "@app/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { redirects, sectionRedirects } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import { forgetNotFound } from "./not-found-log.ts";
import { planRedirect, type RuleRedirect } from "./redirect-rules.ts";

/** A rename's redirect is named by the entry's old name: `rename:certification:gots-old`. */
const RENAME_ID_PREFIX = "rename:";

/** The entry's old name a rename's redirect answered for. */
export const renamedSectionOf = (redirect: Redirect): string | undefined =>
  redirect.kind === "rename" ? redirect.id.slice(RENAME_ID_PREFIX.length) : undefined;

/** Whether a path of the site (English) shows a page now. */
export type LivePage = (path: string) => Promise<boolean>;

const manualOf = (row: typeof redirects.$inferSelect): Redirect => ({
  id: String(row.id),
  from: row.fromPath,
  to: row.toTarget,
  status: row.status as RedirectStatus,
  kind: "manual",
  hits: row.hits,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
});

function renameOf(row: typeof sectionRedirects.$inferSelect): Redirect | undefined {
  const from = entryPath(row.fromSection);
  const to = entryPath(row.toSection);
  if (from === undefined || to === undefined) return undefined;
  return {
    id: `${RENAME_ID_PREFIX}${row.fromSection}`,
    from,
    to,
    status: 301,
    kind: "rename",
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
  };
}

/** Every redirect, made by hand or by a rename, by the address it answers. */
export async function listRedirects(db: Db | Tx): Promise<Redirect[]> {
  const [manual, renames] = await Promise.all([
    db.select().from(redirects).orderBy(asc(redirects.fromPath)),
    db.select().from(sectionRedirects),
  ]);
  return [...manual.map(manualOf), ...renames.flatMap((row) => renameOf(row) ?? [])].sort((a, b) =>
    a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
  );
}

const pathInEveryLanguage = (path: string) =>
  LANGUAGES.map((language) => localizedPath(language, path));

const refuse = (status: 400 | 409, field: "from" | "to", message: string): never => {
  throw new HttpError(status, message, { [field]: message });
};

function checkedFrom(raw: string): string {
  const checked = redirectFromPath(raw);
  return "problem" in checked ? refuse(400, "from", checked.problem) : checked.path;
}

function checkedTarget(raw: string) {
  const checked = redirectTarget(raw);
  return "problem" in checked ? refuse(400, "to", checked.problem) : checked.target;
}

function plannedAgainst(
  existing: readonly Redirect[],
  change: { id?: string; from: string; to: string },
) {
  const from = checkedFrom(change.from);
  const target = checkedTarget(change.to);
  const rules: RuleRedirect[] = existing.map(({ id, from, to, status, kind }) => ({
    id,
    from,
    to,
    status,
    kind,
  }));
  const outcome = planRedirect(rules, { id: change.id, from, target });
  if ("problem" in outcome) {
    const { status, field, message } = outcome.problem;
    return refuse(status, field, message);
  }
  return { from, ...outcome.plan };
}

/**
 * Checks a new or changed redirect against the others and the live pages, and points the
 * redirects that led to its address where it leads. The pages are asked first (rendering may
 * read the database); within the writing transaction the table is locked and the plan made
 * again, so two admins cannot close a circle at once: had the redirects changed meanwhile,
 * the change is refused, to be tried again.
 */
async function checkedChange(
  db: Db,
  change: { id?: string; from: string; to: string },
  livePage: LivePage,
) {
  const plan = plannedAgainst(await listRedirects(db), change);
  if (await livePage(plan.from)) refuse(409, "from", redirectMessages.shadows(plan.from));
  const target = checkedTarget(plan.to);
  if (target.kind === "site" && !(await livePage(target.path)))
    refuse(400, "to", redirectMessages.toMissing(target.path));
  return async (tx: Tx) => {
    await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
    const again = plannedAgainst(await listRedirects(tx), change);
    if (again.to !== plan.to) throw new HttpError(409, redirectMessages.changedMeanwhile);
    for (const { id, to } of again.collapsed) {
      await tx
        .update(redirects)
        .set({ toTarget: to })
        .where(eq(redirects.id, Number(id)));
    }
    return { from: again.from, to: again.to };
  };
}

const manualId = (id: string): number => {
  const number = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(number) || number > 2_147_483_647)
    throw new HttpError(404, redirectMessages.notFound);
  return number;
};

export async function createRedirect(
  db: Db,
  input: { from: string; to: string; status: RedirectStatus },
  livePage: LivePage,
  record: InTransaction<Redirect>,
): Promise<Redirect> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(redirects);
  if (total >= REDIRECTS_MAX) throw new HttpError(409, redirectMessages.tooMany);
  const write = await checkedChange(db, input, livePage);
  return db.transaction(async (tx) => {
    const { from, to } = await write(tx);
    await forgetNotFound(tx, pathInEveryLanguage(from));
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toTarget: to, status: input.status })
      .returning();
    const made = manualOf(row!);
    await record(tx, made);
    return made;
  });
}

export async function updateRedirect(
  db: Db,
  id: string,
  patch: { from?: string; to?: string; status?: RedirectStatus },
  livePage: LivePage,
  record: InTransaction<Redirect>,
): Promise<Redirect> {
  if (id.startsWith(RENAME_ID_PREFIX)) throw new HttpError(409, redirectMessages.renameFixed);
  const number = manualId(id);
  const [current] = await db.select().from(redirects).where(eq(redirects.id, number));
  if (!current) throw new HttpError(404, redirectMessages.notFound);
  const write = await checkedChange(
    db,
    { id, from: patch.from ?? current.fromPath, to: patch.to ?? current.toTarget },
    livePage,
  );
  return db.transaction(async (tx) => {
    const { from, to } = await write(tx);
    // Read again under the lock: a change made meanwhile is never written over.
    const [now] = await tx.select().from(redirects).where(eq(redirects.id, number));
    if (!now) throw new HttpError(404, redirectMessages.notFound);
    if (
      now.fromPath !== current.fromPath ||
      now.toTarget !== current.toTarget ||
      now.status !== current.status
    )
      throw new HttpError(409, redirectMessages.changedMeanwhile);
    await forgetNotFound(tx, pathInEveryLanguage(from));
    const [row] = await tx
      .update(redirects)
      .set({ fromPath: from, toTarget: to, status: patch.status ?? current.status })
      .where(eq(redirects.id, number))
      .returning();
    if (!row) throw new HttpError(404, redirectMessages.notFound);
    const changed = manualOf(row);
    await record(tx, changed);
    return changed;
  });
}

/**
 * Deletes a redirect; a rename's, too (its old address then answers "not found"). Answers the
 * redirect deleted.
 */
export async function deleteRedirect(
  db: Db,
  id: string,
  record: InTransaction<Redirect>,
): Promise<Redirect> {
  return db.transaction(async (tx) => {
    if (id.startsWith(RENAME_ID_PREFIX)) {
      const [row] = await tx
        .delete(sectionRedirects)
        .where(eq(sectionRedirects.fromSection, id.slice(RENAME_ID_PREFIX.length)))
        .returning();
      const gone = row && renameOf(row);
      if (!gone) throw new HttpError(404, redirectMessages.notFound);
      await record(tx, gone);
      return gone;
    }
    const [row] = await tx
      .delete(redirects)
      .where(eq(redirects.id, manualId(id)))
      .returning();
    if (!row) throw new HttpError(404, redirectMessages.notFound);
    const deleted = manualOf(row);
    await record(tx, deleted);
    return deleted;
  });
}
