import {
  type Language,
  queryWords,
  SEARCH_KINDS,
  SEARCH_RESULTS_MAX,
  type SearchKind,
  type SearchResult,
} from "@app/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import type { SearchIndex } from "./search-index.ts";
import { searchSnippet } from "./search-snippet.ts";
import { isKhmerWord, type QueryParts, queryParts } from "./search-vectors.ts";

interface FoundRow {
  kind: SearchKind;
  path: string;
  title: string;
  body: string;
  stems: string | null;
}

/** Where a kind comes when two results rank alike: standards first, documents last. */
const KIND_ORDER = sql.raw(
  `case kind ${SEARCH_KINDS.map((kind, at) => `when '${kind}' then ${at}`).join(" ")} end`,
);

/** The query as a tsquery: every word (or, `any`, one of them), or the code it spells. */
function tsquery(parts: QueryParts, any: boolean): SQL | undefined {
  const join = any ? " | " : " & ";
  const words = [
    ...(parts.english.length > 0 ? [sql`to_tsquery('english', ${parts.english.join(join)})`] : []),
    ...(parts.own.length > 0 ? [sql`${parts.own.join(join)}::tsquery`] : []),
  ];
  const all = words.length === 0 ? undefined : sql.join(words, sql.raw(any ? " || " : " && "));
  const code = parts.code === undefined ? undefined : sql`${parts.code}::tsquery`;
  if (all && code) return sql`(${all}) || ${code}`;
  return all ?? code;
}

/** The lexemes of tsvector text (`'factori':1 'organ':2`). */
const lexemesOf = (vector: string | null) =>
  [...(vector ?? "").matchAll(/'((?:[^']|'')*)'/g)].map((found) => found[1]!.replace(/''/g, "'"));

async function found(db: Db, language: Language, query: SQL, english: readonly string[]) {
  const stems =
    english.length > 0
      ? sql`(select to_tsvector('english', ${english.join(" ")})::text)`
      : sql`null::text`;
  return queryRows<FoundRow>(
    db,
    sql`select kind, path, title, body, ${stems} as stems
      from search_documents, (select ${query} as query) asked
      where language = ${language} and words @@ asked.query
      order by ts_rank(words, asked.query) desc, ${KIND_ORDER}, title
      limit ${SEARCH_RESULTS_MAX}`,
  );
}

/**
 * What the site holds for a query in a language, best first (at most SEARCH_RESULTS_MAX):
 * every word found, by prefix, English by its stem; a query none of whose results holds
 * every word answers those holding any. Khmer pages find English where not translated.
 */
export async function searchSite(
  db: Db,
  index: SearchIndex,
  query: string,
  language: Language,
): Promise<SearchResult[]> {
  const { words, code } = queryWords(query, language);
  const parts = queryParts(words, code);
  const every = tsquery(parts, false);
  if (!every) return [];
  await index.current();
  const english = words.filter((word) => !isKhmerWord(word));
  let rows = await found(db, language, every, english);
  if (rows.length === 0 && words.length > 1)
    rows = await found(db, language, tsquery(parts, true)!, english);
  const match = { words, stems: lexemesOf(rows[0]?.stems ?? null), ...(code && { code }) };
  return rows.map((row) => ({
    title: row.title,
    path: row.path,
    kind: row.kind,
    snippet: searchSnippet(row.body, language, match),
  }));
}
