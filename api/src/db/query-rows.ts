import type { SQL } from "drizzle-orm";
import type { Db } from "./database.ts";

/** A database or a transaction: anything that runs SQL. */
export type Queryable = Pick<Db, "execute">;

/**
 * Rows of a raw query on either driver (postgres-js answers an array, PGlite `{ rows }`).
 * Cast to text in SQL whatever the drivers would parse differently (bigint, timestamps).
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
