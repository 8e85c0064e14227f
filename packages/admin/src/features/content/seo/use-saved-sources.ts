import { useQueries } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useAdminApi } from "../../../admin-context.tsx";
import { type ContentSectionRow, sectionQuery, useSectionSummaries } from "../content-queries.ts";
import { seoSourceNames } from "./seo-sources.ts";

type Content = Record<string, unknown>;

/**
 * The saved sections the previews of `section` read (its other language, the company's
 * details...), those the summaries say exist, with the content queries the editor uses: a
 * section its editor already loaded is not read again. Gives a section's content by name.
 */
export function useSavedSources(section: string): (name: string) => Content | undefined {
  const api = useAdminApi();
  const summaries = useSectionSummaries();
  const names = useMemo(() => {
    const saved = new Set((summaries.data ?? []).map((row) => row.section));
    return seoSourceNames(section).filter((name) => saved.has(name));
  }, [section, summaries.data]);
  const rows = useQueries({
    queries: names.map((name) => sectionQuery(api, name)),
    combine: byName,
  });
  return useCallback((name: string) => rows[name], [rows]);
}

/** Stable while nothing loaded changes (the queries' structural sharing). */
function byName(results: readonly { data?: ContentSectionRow }[]): Record<string, Content> {
  return Object.fromEntries(
    results.flatMap((result) =>
      result.data ? [[result.data.section, result.data.content as Content]] : [],
    ),
  );
}
