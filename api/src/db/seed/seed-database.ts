import { sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger.ts";
import type { Db } from "../database.ts";
import { SEED_SECTIONS } from "./content/seed-content.ts";
import { seedFiles } from "./seed-files.ts";
import { seedSections } from "./seed-sections.ts";

export type SeedTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * At every start: the site's content, images and PDFs that are missing are added, and
 * sections a newer schema refuses are upgraded. Never overwrites what an admin changed.
 */
export async function seedDatabase(db: Db, logger: Logger): Promise<void> {
  const counts = await db.transaction(async (tx) => {
    // One seeding process at a time when several API processes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
    const sections = await seedSections(tx, SEED_SECTIONS);
    const files = await seedFiles(tx);
    return { ...sections, ...files };
  });
  if (Object.values(counts).some((count) => count > 0)) logger.info("seeded database", counts);
}
