import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { type Queryable, queryRows } from "../db/query-rows.ts";
import * as schema from "../db/schema.ts";

/**
 * Tables a backup leaves out; every other table in the schema is in it, so a table added later
 * is backed up without anyone remembering to.
 * - admin_sessions: a restored site asks everyone to sign in again; tokens never travel.
 * - throttle_events: short-lived counters of failed logins and form posts.
 * - backup_runs: this installation's own backup history, meaningless on another machine.
 * - image_renditions, rendition_jobs: made again from the original images after a restore.
 * - webauthn_challenges: passkey challenges that expire within minutes.
 * - site_version: this installation's count of changes to the site (decision 042); it starts
 *   again with the migration that makes it.
 * - lead_digest_days, lead_digests: the morning e-mails this installation planned and sent; a
 *   restored site plans its own.
 * - telegram_posts, telegram_link_codes, telegram_polling: this installation's messages to its
 *   Telegram group, its linking codes (minutes long) and its place in the bot's updates. Who is
 *   linked (telegram_links) is the team's and is kept.
 * - visit_salts: today's salt for counting visitors must never outlive its day (decision 047);
 *   the visits and daily figures are kept.
 * - search_documents, search_sources, search_index_state: site search's index, made again from
 *   the restored content (decision 049). What visitors searched (search_days) is kept.
 */
export const EXCLUDED_TABLES = [
  "admin_sessions",
  "throttle_events",
  "backup_runs",
  "image_renditions",
  "rendition_jobs",
  "webauthn_challenges",
  "site_version",
  "lead_digest_days",
  "lead_digests",
  "telegram_posts",
  "telegram_link_codes",
  "telegram_polling",
  "visit_salts",
  "search_documents",
  "search_sources",
  "search_index_state",
];

/** Every table this build's schema defines. */
export const schemaTables = (): string[] =>
  Object.values(schema as Record<string, unknown>).flatMap((value) =>
    is(value, PgTable) ? [getTableName(value)] : [],
  );

export interface TableShape {
  name: string;
  columns: string[];
  byteaColumns: string[];
}

/** The public tables present in the database, parents before children, without the excluded. */
export async function tablesToBackUp(db: Queryable): Promise<TableShape[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const links = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const shapes = new Map<string, TableShape>();
  for (const column of columns) {
    if (EXCLUDED_TABLES.includes(column.table_name)) continue;
    const shape = shapes.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      byteaColumns: [],
    };
    shape.columns.push(column.column_name);
    if (column.data_type === "bytea") shape.byteaColumns.push(column.column_name);
    shapes.set(column.table_name, shape);
  }
  return parentsFirst([...shapes.values()], links);
}

function parentsFirst(tables: TableShape[], links: { child: string; parent: string }[]) {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const byName = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (ordered.length < byName.length) {
    const next = byName.find(
      (table) =>
        !placed.has(table.name) &&
        links.every(
          (link) =>
            link.child !== table.name ||
            link.parent === table.name ||
            placed.has(link.parent) ||
            !byName.some((other) => other.name === link.parent),
        ),
    );
    if (!next) throw new Error("the tables' foreign keys form a cycle; cannot order a restore");
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** A quoted identifier; names come from the catalog or a verified manifest, never from users. */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
