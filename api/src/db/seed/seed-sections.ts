import { isDeepStrictEqual } from "node:util";
import { parseSectionName, sectionDefinition, splitTranslation, storedRefs } from "@app/contract";
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

const isSingle = (section: string) => parseSectionName(section).collection === undefined;

/**
 * Brings the sections in line with the seed at every start, never overwriting an admin's
 * valid content: adds seeded sections that never existed, upgrades single sections (and their
 * translations) whose content a newer schema refuses, drops fields a schema no longer has
 * (the hand-typed download counts of resources, decision 029), and fills references missing on rows saved before they
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

  const seedByName = new Map(seeds.map((seed) => [seed.section, seed.content]));
  const live = new Map(
    rows.filter((row) => row.deletedAt === null).map((row) => [row.section, row.content]),
  );
  for (const row of rows) {
    const seed = seedByName.get(row.section);
    const schema =
      seed && isSingle(row.section) && row.deletedAt === null
        ? sectionDefinition(row.section)?.schema
        : undefined;
    const parsed = schema?.safeParse(row.content);
    if (parsed?.success && hasRetiredFields(row.content, parsed.data)) {
      // Valid, but with fields the schema no longer has (a retired field): stored without them.
      // A field the schema fills in when missing (a new setting's default) needs no new version.
      const upgraded = parsed.data as ContentObject;
      await writeUpgrade(tx, row, upgraded);
      live.set(row.section, upgraded);
      counts.upgraded++;
      continue;
    }
    if (seed && schema && parsed && !parsed.success) {
      // A translation keeps only its own words that still fit: fields the English section lost
      // go, and the seeded Khmer never replaces what the translator wrote.
      const base = splitTranslation(row.section).language ? {} : seed;
      const upgraded = upgradeContent(schema, base, row.content);
      await writeUpgrade(tx, row, upgraded);
      live.set(row.section, upgraded);
      counts.upgraded++;
      continue;
    }
    if (row.refs.length === 0) {
      const refs = storedRefs(row.section, row.content);
      if (refs.length > 0) {
        await tx.update(websiteContent).set({ refs }).where(eq(websiteContent.id, row.id));
        counts.refsFilled++;
      }
    }
  }

  // Added after the upgrades: a translation is seeded against the English as upgraded.
  for (const seed of seeds) {
    const { section } = seed;
    if (existing.has(section) || renamed.has(section)) continue;
    const content = seedContent(seed, seedByName, live);
    if (!content) continue;
    await tx.insert(websiteContent).values({
      section,
      content,
      version: 1,
      publishedVersion: 1,
      refs: storedRefs(section, content),
    });
    await tx
      .insert(contentRevisions)
      .values({ section, version: 1, content, createdBy: null, publishedAt: sql`now()` });
    live.set(section, content);
    counts.added++;
  }

  return counts;
}

/**
 * What a seed adds. A translation translates the English seed's words, so it is added only for
 * the words the site still has as seeded: where the administrator rewrote the English, the
 * seeded Khmer would say something else, and the English shows until they translate it.
 */
function seedContent(
  { section, content }: SeedSection,
  seedByName: ReadonlyMap<string, ContentObject>,
  live: ReadonlyMap<string, ContentObject>,
): ContentObject | undefined {
  const { base, language } = splitTranslation(section);
  if (!language) return content;
  const english = live.get(base);
  const englishSeed = seedByName.get(base);
  if (!english || !englishSeed) return undefined;
  const kept = whereUnchanged(content, englishSeed, english);
  return kept === undefined ? undefined : (kept as ContentObject);
}

const isObject = (value: unknown): value is ContentObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The translation's words whose English, as stored, is still the seed's. */
function whereUnchanged(translation: unknown, seed: unknown, stored: unknown): unknown {
  if (typeof translation === "string") {
    return typeof seed === "string" && seed === stored ? translation : undefined;
  }
  if (Array.isArray(translation)) {
    const items = translation.map(
      (item, i) =>
        whereUnchanged(
          item,
          Array.isArray(seed) ? seed[i] : undefined,
          Array.isArray(stored) ? stored[i] : undefined,
        ) ?? null,
    );
    return items.some((item) => item !== null) ? items : undefined;
  }
  if (isObject(translation)) {
    const kept: ContentObject = {};
    for (const [key, value] of Object.entries(translation)) {
      const word = whereUnchanged(
        value,
        isObject(seed) ? seed[key] : undefined,
        isObject(stored) ? stored[key] : undefined,
      );
      if (word !== undefined) kept[key] = word;
    }
    return Object.keys(kept).length > 0 ? kept : undefined;
  }
  return undefined;
}

/** The upgrade is the section's next version, kept in its history like any save. */
async function writeUpgrade(
  tx: SeedTransaction,
  row: typeof websiteContent.$inferSelect,
  content: ContentObject,
): Promise<void> {
  const version = row.version + 1;
  // An entry never published stays a draft, its upgraded content still its draft.
  const published = row.publishedVersion !== null;
  await tx
    .update(websiteContent)
    .set({
      content,
      version,
      refs: storedRefs(row.section, content, row.draft),
      updatedAt: sql`now()`,
      ...(published ? { publishedVersion: version } : { draft: content }),
    })
    .where(eq(websiteContent.id, row.id));
  await tx.insert(contentRevisions).values({
    section: row.section,
    version,
    content,
    createdBy: null,
    publishedAt: published ? sql`now()` : null,
  });
}

/**
 * Whether stored content holds what its parse dropped: a key (at any depth) the parsed value
 * lacks, or a value it changed. Keys the parse only added (defaults) do not count.
 */
export function hasRetiredFields(stored: unknown, parsed: unknown): boolean {
  if (Array.isArray(stored)) {
    return (
      !Array.isArray(parsed) ||
      stored.length !== parsed.length ||
      stored.some((item, i) => hasRetiredFields(item, parsed[i]))
    );
  }
  if (stored !== null && typeof stored === "object") {
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return true;
    return Object.entries(stored).some(
      ([key, value]) =>
        !Object.hasOwn(parsed, key) ||
        hasRetiredFields(value, (parsed as Record<string, unknown>)[key]),
    );
  }
  return !isDeepStrictEqual(stored, parsed);
}
