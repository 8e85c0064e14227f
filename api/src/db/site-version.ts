import { eq } from "drizzle-orm";
import type { Db } from "./database.ts";
import { siteVersion } from "./schema.ts";

/**
 * The site's version: a number every committed change to what the site shows has raised
 * (triggers of migration 0015), whichever process or tool wrote it.
 */
export async function readSiteVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: siteVersion.version })
    .from(siteVersion)
    .where(eq(siteVersion.id, 1));
  return row?.version ?? 0;
}
