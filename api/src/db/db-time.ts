import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A time on the database's clock, so every process measures from the same one. */
export const msFromNow = (ms: number) =>
  sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/** How long until the earliest time in `column` among the rows read (0 if past), on the database's clock. */
export const msUntilEarliest = (column: AnyPgColumn) =>
  sql<number | null>`greatest(0, extract(epoch from (min(${column}) - now())) * 1000)::float8`;
