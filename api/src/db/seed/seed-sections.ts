import {
  parseSectionName,
  referenceTargets,
  sectionDefinition,
  sectionReferences,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { contentRevisions, sectionRedirects, websiteContent } from "../schema.ts";
import type { SeedSection } from "./content/seed-content.ts";
import type { SeedTransaction } from "./seed-database.ts";
import { upgradeContent } from "./upgrade-content.ts";

type ContentObject = Record<string, unknown>;

export interface SectionSeedCounts {
  added: number;
  upgraded: number;
  refsFilled: number;
}

const refsOf = (section: string, content: unknown) =>
  referenceTargets(sectionReferences(section, content));

const isSingle = (section: string) => parseSectionName(section).collection === undefined;

/**
 * Brings the sections in line with the seed at every start, never overwriting an admin's
 * valid content: adds seeded sections that never existed, upgrades single sections whose
 * content a newer schema refuses, and fills references missing on rows saved before they
 * were recorded. A section the admin deleted or renamed is not brought back.
 */
export async function seedSections(
  tx: SeedTransaction,
  seeds: readonly SeedSection[],
): Promise<SectionSeedCounts> {
  const counts: SectionSeedCounts = { added: 0, upgraded: 0, refsFilled: 0 };
  const rows = await tx.select().from(websiteContent);
  const existing = new Map(rows.map((row) => [row.section, row]));
  const redirects = await tx.select({ from: sectionRedirects.fromSection }).from(sectionRedirects);
  const renamed = new Set(redirects.map((r) => r.from));

  for (const { section, content } of seeds) {
    if (existing.has(section) || renamed.has(section)) continue;
    await tx
      .insert(websiteContent)
      .values({ section, content, version: 1, refs: refsOf(section, content) });
    await tx.insert(contentRevisions).values({ section, version: 1, content, createdBy: null });
    counts.added++;
  }

  const seedByName = new Map(seeds.map((seed) => [seed.section, seed.content]));
  for (const row of rows) {
    const seed = seedByName.get(row.section);
    const schema =
      seed && isSingle(row.section) && row.deletedAt === null
        ? sectionDefinition(row.section)?.schema
        : undefined;
    if (seed && schema && !schema.safeParse(row.content).success) {
      await writeUpgrade(tx, row, upgradeContent(schema, seed, row.content));
      counts.upgraded++;
      continue;
    }
    if (row.refs.length === 0) {
      const refs = refsOf(row.section, row.content);
      if (refs.length > 0) {
        await tx.update(websiteContent).set({ refs }).where(eq(websiteContent.id, row.id));
        counts.refsFilled++;
      }
    }
  }
  return counts;
}

/** The upgrade is the section's next version, kept in its history like any save. */
async function writeUpgrade(
  tx: SeedTransaction,
  row: typeof websiteContent.$inferSelect,
  content: ContentObject,
): Promise<void> {
  const version = row.version + 1;
  await tx
    .update(websiteContent)
    .set({ content, version, refs: refsOf(row.section, content), updatedAt: sql`now()` })
    .where(eq(websiteContent.id, row.id));
  await tx
    .insert(contentRevisions)
    .values({ section: row.section, version, content, createdBy: null });
}
