import {
  hasWordsToTranslate,
  splitTranslation,
  TRANSLATED_LANGUAGES,
  translationName,
} from "@app/contract";
import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAdminApi } from "../../admin-context.tsx";
import { type ContentSectionRow, type SectionSummaryRow, sectionQuery } from "./content-queries.ts";

/** The saved sections an editor of `section` needs in full, by name. */
export interface EditedSections {
  rows: ReadonlyMap<string, ContentSectionRow>;
  /** Every one of them is loaded (or failed to): the editor can show. */
  ready: boolean;
  /** And none is being read again: an edit can start from them (never from words kept since). */
  fresh: boolean;
}

/**
 * The sections the editor of `section` works from, in full and no others: the section, and
 * beside it its English (for a translation) or its translations (for English with words),
 * those the summaries say are saved. Nothing while the summaries load or no section is named.
 */
export function useEditedSections(
  section: string | undefined,
  summaries: readonly SectionSummaryRow[] | undefined,
): EditedSections {
  const api = useAdminApi();
  const names = useMemo(() => {
    if (!section || !summaries) return [];
    const { base, language } = splitTranslation(section);
    const wanted = new Set([section]);
    if (language) wanted.add(base);
    else if (hasWordsToTranslate(section)) {
      for (const other of TRANSLATED_LANGUAGES) wanted.add(translationName(section, other));
    }
    const saved = new Set(summaries.map((row) => row.section));
    return [...wanted].filter((name) => saved.has(name));
  }, [section, summaries]);
  const loaded = useQueries({
    queries: names.map((name) => sectionQuery(api, name)),
    combine: byName,
  });
  const rows = useMemo(() => new Map(Object.entries(loaded.rows)), [loaded.rows]);
  const ready = summaries !== undefined && !loaded.pending;
  return { rows, ready, fresh: ready && !loaded.fetching };
}

/** Stable, so the answer keeps its identity while nothing loaded changed. */
function byName(
  results: readonly { data?: ContentSectionRow; isPending: boolean; isFetching: boolean }[],
) {
  return {
    rows: Object.fromEntries(
      results.flatMap((result) => (result.data ? [[result.data.section, result.data]] : [])),
    ) as Record<string, ContentSectionRow>,
    pending: results.some((result) => result.isPending),
    fetching: results.some((result) => result.isFetching),
  };
}
