import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A time on the database's clock, so every process measures from the same one. */
export const msFromNow = (ms: number) =>
  sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * How long until the earliest time in `column` among the rows read (0 if past), on the
 * database's clock; null when no row is read. `greatest` alone would say 0 then, as it skips
 * nulls: a queue with nothing waiting would look due at once, and its worker would ask again
 * and again.
 */
export const msUntilEarliest = (column: AnyPgColumn) =>
  sql<number | null>`(case when min(${column}) is null then null
    else greatest(0, extract(epoch from (min(${column}) - now())) * 1000) end)::float8`;
