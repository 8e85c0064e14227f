import {
  LANGUAGES,
  type Language,
  localizedContent,
  parseSectionName,
  type SiteContent,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  translationName,
} from "@app/contract";
import { inArray, sql } from "drizzle-orm";
import { onTheSite } from "../content/content.service.ts";
import type { Database, Db, Tx } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { searchDocuments as documentsTable, searchSources, websiteContent } from "../db/schema.ts";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { isSearched, searchDocuments, TOKENS_SECTION } from "./search-documents.ts";
import { latinText, ownLexemes } from "./search-vectors.ts";

/**
 * The version of how documents and their words are made: an index made by another version is
 * made again whole. Raise it with any change to search-documents.ts or search-vectors.ts.
 */
export const SEARCH_RULES = 1;

/** Sections rebuilt per transaction: a short hold on embedded PGlite's one connection. */
const BATCH = 100;

/** How soon after a change heard of the index catches up, so a search rarely waits for it. */
const AFTER_CHANGE_MS = 200;
/** After a failed catching up (the database away), searches do not try again for this long. */
const RETRY_AFTER_FAILURE_MS = 10_000;

/** What the live site holds of the searched sections: each English name with its versions. */
async function liveVersions(db: Db): Promise<Map<string, string>> {
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(base, versions))::text as rows from (
      select split_part(${websiteContent.section}, '@', 1) as base,
        string_agg(${websiteContent.section} || '=' || ${websiteContent.id} || '.' ||
          ${websiteContent.publishedVersion}, ' ' order by ${websiteContent.section}) as versions
      from ${websiteContent} where ${onTheSite} group by 1) live`,
  );
  const pairs = JSON.parse(row?.rows ?? "null") as [string, string][] | null;
  return new Map((pairs ?? []).filter(([base]) => isSearched(base) || base === TOKENS_SECTION));
}

async function indexedVersions(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(searchSources);
  return new Map(rows.map((row) => [row.section, row.versions]));
}

interface IndexState {
  siteVersion: number;
  indexedVersion: number | null;
  rules: number | null;
}

async function readState(db: Db): Promise<IndexState> {
  const [row] = await queryRows<{
    site: string | null;
    indexed: string | null;
    rules: number | null;
  }>(
    db,
    sql`select (select version::text from site_version where id = 1) as site,
      (select site_version::text from search_index_state where id = 1) as indexed,
      (select rules from search_index_state where id = 1) as rules`,
  );
  return {
    siteVersion: Number(row?.site ?? 0),
    indexedVersion: row?.indexed == null ? null : Number(row.indexed),
    rules: row?.rules ?? null,
  };
}

const isCurrent = (state: IndexState) =>
  state.indexedVersion === state.siteVersion && state.rules === SEARCH_RULES;

type Content = Record<string, unknown>;

/** The company's details as a language's pages read them (text pages name them). */
function siteIn(language: Language, byName: Map<string, Content>) {
  const english = byName.get(TOKENS_SECTION) ?? {};
  const translation =
    language === "en" ? undefined : byName.get(translationName(TOKENS_SECTION, language));
  const site = localizedContent(TOKENS_SECTION, english, translation) as Partial<SiteContent>;
  return { brandName: site.brandName ?? "", email: site.email ?? "", address: site.address ?? "" };
}

/** The index rows of some English sections, in every language, from their live content. */
async function documentRows(tx: Tx, sections: readonly string[]) {
  const names = [...sections, TOKENS_SECTION].flatMap((section) => [
    section,
    ...TRANSLATED_LANGUAGES.map((language) => translationName(section, language)),
  ]);
  const rows = await tx
    .select({ section: websiteContent.section, content: websiteContent.content })
    .from(websiteContent)
    .where(sql`${onTheSite} and ${inArray(websiteContent.section, names)}`);
  const byName = new Map(rows.map((row) => [row.section, row.content as Content]));
  const documents = sections.flatMap((section) => {
    const english = byName.get(section);
    if (!english) return [];
    return LANGUAGES.flatMap((language) => {
      const translation =
        language === "en" ? undefined : byName.get(translationName(section, language));
      const content = localizedContent(section, english, translation) as Content;
      return searchDocuments(section, content, language, siteIn(language, byName)).map(
        (document) => ({
          language,
          key: document.key,
          section,
          kind: document.kind,
          path: document.path,
          title: document.title,
          body: [...document.lead, ...document.rest].join("\n"),
          a: latinText([document.title]),
          b: latinText(document.lead),
          c: latinText(document.rest),
          own: ownLexemes(document, language),
        }),
      );
    });
  });
  // Two things of one address (a document listed twice in Resources) are one result.
  const seen = new Set<string>();
  return documents.filter((row) => {
    const id = `${row.language} ${row.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** One lock for every process's rebuilds, held for a batch's transaction. */
const REBUILD_LOCK = sql`select pg_advisory_xact_lock(hashtext('search_documents'))`;

/**
 * Makes the index rows of these sections again, in one transaction. The content is read
 * after the lock is taken, so of two processes rebuilding a section the later reads the
 * later content, and the index ends as the site is.
 */
async function rebuild(db: Db, sections: readonly string[], versions: Map<string, string>) {
  await db.transaction(async (tx) => {
    await tx.execute(REBUILD_LOCK);
    const rows = await documentRows(tx, sections);
    await tx.delete(documentsTable).where(inArray(documentsTable.section, [...sections]));
    if (rows.length > 0) {
      await tx.execute(sql`insert into search_documents
          (language, key, section, kind, path, title, body, words)
        select language, key, section, kind, path, title, body,
          setweight(to_tsvector('english', a), 'A') || setweight(to_tsvector('english', b), 'B')
            || setweight(to_tsvector('english', c), 'C') || own::tsvector
        from json_to_recordset(${JSON.stringify(rows)}::json) as d(language text, key text,
          section text, kind text, path text, title text, body text, a text, b text, c text,
          own text)
        on conflict (language, key) do update set section = excluded.section,
          kind = excluded.kind, path = excluded.path, title = excluded.title,
          body = excluded.body, words = excluded.words`);
    }
    await recordSources(tx, sections, versions);
  });
}

/** Which versions the index now holds of these sections (none for those gone). */
async function recordSources(tx: Tx, sections: readonly string[], versions: Map<string, string>) {
  const sources = sections.flatMap((section) => {
    const version = versions.get(section);
    return version === undefined ? [] : [{ section, versions: version }];
  });
  const gone = sections.filter((section) => !versions.has(section));
  if (gone.length > 0) await tx.delete(searchSources).where(inArray(searchSources.section, gone));
  if (sources.length > 0) {
    await tx
      .insert(searchSources)
      .values(sources)
      .onConflictDoUpdate({
        target: searchSources.section,
        set: { versions: sql`excluded.versions` },
      });
  }
}

/**
 * A batch the database refused is made again a section at a time; a section it still refuses
 * is left out of the index (and said in the log) until it changes, so one bad text never
 * stops search.
 */
async function rebuildBatch(
  db: Db,
  sections: readonly string[],
  versions: Map<string, string>,
  logger: Logger,
) {
  try {
    await rebuild(db, sections, versions);
  } catch (error) {
    if (sections.length === 1) {
      logger.warn("a section's words could not be indexed; search leaves it out until it changes", {
        section: sections[0],
        error: errorForLog(error),
      });
      await db.transaction(async (tx) => {
        await tx.delete(documentsTable).where(inArray(documentsTable.section, [...sections]));
        await recordSources(tx, sections, versions);
      });
      return;
    }
    for (const section of sections) await rebuildBatch(db, [section], versions, logger);
  }
}

/**
 * Brings the index up to the site's version: the sections whose live versions differ from
 * those the index was made from are made again (all of them under new rules). Safe to run on
 * several processes at once: each row is written whole, and the last to finish agrees.
 */
async function update(db: Db, logger: Logger): Promise<void> {
  const state = await readState(db);
  if (isCurrent(state)) return;
  const [live, indexed] = await Promise.all([liveVersions(db), indexedVersions(db)]);
  const changed = (section: string) => live.get(section) !== indexed.get(section);
  // Text pages name the company's details: a change to them makes every text page again.
  const tokensChanged = changed(TOKENS_SECTION);
  const stale = [...new Set([...live.keys(), ...indexed.keys()])].filter(
    (section) =>
      state.rules !== SEARCH_RULES ||
      changed(section) ||
      (tokensChanged && parseSectionName(section).collection === "page"),
  );
  for (let start = 0; start < stale.length; start += BATCH) {
    await rebuildBatch(db, stale.slice(start, start + BATCH), live, logger);
  }
  await db.execute(sql`insert into search_index_state (id, site_version, rules)
    values (1, ${state.siteVersion}, ${SEARCH_RULES})
    on conflict (id) do update set site_version = excluded.site_version, rules = excluded.rules`);
}

export interface SearchIndex {
  /**
   * Resolves once the index holds the site as it is now (at once when it already does); never
   * fails: should catching up fail, searches read the index as it is.
   */
  current(): Promise<void>;
  stop(): void;
}

/**
 * Site search's index, kept to the live site on every process: before a search it compares
 * the site's version (raised by every committed change, whoever made it) with the one it was
 * made from, and catches up first; a change heard of starts the catching up at once.
 */
export function createSearchIndex({
  database,
  changes,
  logger,
}: {
  database: Database;
  changes: ChangeFeed;
  logger: Logger;
}): SearchIndex {
  const db = database.db;
  let updating: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const catchUp = (): Promise<void> => {
    updating ??= update(db, logger).finally(() => {
      updating = undefined;
    });
    return updating;
  };
  /** When catching up last failed: searches answer from the index as it is for a while. */
  let failedAt = Number.NEGATIVE_INFINITY;

  const soon = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      catchUp().catch((error) =>
        logger.warn("search index not brought up to date", { error: errorForLog(error) }),
      );
    }, AFTER_CHANGE_MS);
    timer.unref();
  };
  // A content change to what search reads starts the catching up. "Everything" (the
  // listening connection dropped: the database may be away) is left to the next search's own
  // look at the site's version, so an outage gets no queries of ours.
  const unsubscribe = changes.subscribe((change) => {
    if (change.kind !== "content") return;
    const { base } = splitTranslation(change.section);
    if (isSearched(base) || base === TOKENS_SECTION) soon();
  });
  // Made at the start (a new install, new rules), not on the first visitor's search.
  catchUp().catch((error) =>
    logger.warn("search index not brought up to date", { error: errorForLog(error) }),
  );

  return {
    async current() {
      if (Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) return;
      try {
        // One under way may have started before the latest change: wait, then look again.
        if (updating) await updating.catch(() => {});
        if (isCurrent(await readState(db))) return;
        await catchUp();
      } catch (error) {
        failedAt = Date.now();
        logger.warn("search index not brought up to date; searching it as it is", {
          error: errorForLog(error),
        });
      }
    },
    stop() {
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}
