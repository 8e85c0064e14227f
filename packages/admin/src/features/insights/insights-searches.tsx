import {
  DEFAULT_LANGUAGE,
  type Insights,
  type InsightsSearch,
  localizedPath,
  searchHref,
} from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { cn } from "@app/ui/lib/cn";
import { SettingsCard } from "../../components/settings-card.tsx";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import { type Column, FiguresTable, type Line, SITE_LINK } from "./insights-tables.tsx";
import {
  formatCount,
  insightsWords,
  languageName,
  queryLanguage,
  searchedText,
  searchesSummary,
} from "./insights-words.ts";

const words = insightsWords.searches;

const SEARCHES: Column<InsightsSearch>[] = [
  { label: words.searches, value: (search) => formatCount(search.searches) },
];

/**
 * A query as the visitor wrote it, a link to the site's results for it in the language it was
 * searched in (a new tab), and the language's name when it is not English.
 */
function SearchedQuery({ search }: { search: InsightsSearch }) {
  const text = searchedText(search.query);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <ExternalLink
        path={localizedPath(search.language, searchHref(text))}
        className={cn(SITE_LINK, "break-words")}
      >
        {/* Khmer letters in the Khmer font; "(opens in a new tab)" stays English. */}
        <span lang={queryLanguage(text)}>{text}</span>
      </ExternalLink>
      {search.language === DEFAULT_LANGUAGE ? null : (
        <Badge variant="neutral">{languageName(search.language)}</Badge>
      )}
    </span>
  );
}

const linesOf = (searches: readonly InsightsSearch[]): Line<InsightsSearch>[] =>
  searches.map((search) => ({
    key: `${search.language} ${search.query}`,
    name: <SearchedQuery search={search} />,
    figures: search,
  }));

/**
 * What visitors searched for in these days, and the searches that found nothing (words the
 * owner may add to a page). Kept without who searched: only the words, per day and language.
 */
export function InsightsSearches({ searches }: { searches: Insights["searches"] }) {
  const lists = [
    {
      words: words.top,
      lines: linesOf(searches.top),
      summary:
        searches.total > 0 ? searchesSummary(searches.total, searches.foundNothing) : undefined,
    },
    { words: words.nothing, lines: linesOf(searches.nothingFound), summary: undefined },
  ];
  return (
    <div className="grid gap-4 lg:gap-6 2xl:grid-cols-2">
      {lists.map(({ words: list, lines, summary }) => (
        <SettingsCard key={list.title} title={list.title} description={list.description}>
          <div className="flex flex-col gap-3">
            {summary ? <p className="text-sm text-slate-600">{summary}</p> : null}
            <FiguresTable
              title={list.title}
              nameHeading={words.heading}
              lines={lines}
              figures={SEARCHES}
              empty={list.empty}
            />
          </div>
        </SettingsCard>
      ))}
    </div>
  );
}
