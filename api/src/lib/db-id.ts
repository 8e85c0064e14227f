import { z } from "zod";

/** The largest value of a PostgreSQL integer column (ids, versions). */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An id or version from a URL: bounded by the column, so an absurd number is a clear 4xx. */
export const DbIntegerParamSchema = z.coerce.number().int().positive().max(MAX_DB_INTEGER);
