import {
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
  type SearchPage as SearchAnswer,
  type SearchResult,
  searchQueryOf,
  snippetParts,
} from "@app/contract/search-address";
import { SEARCH_QUERY_MAX } from "@app/contract/search-words";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Input } from "@app/ui/components/input";
import { FileTextIcon, SearchIcon } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { Container } from "../components/section-heading.tsx";
import { useLocalize, useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { pageDataKey } from "../lib/page-data-address.ts";
import { useSiteStore } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

/**
 * Site search's results (`/search?q=`, `/km/search?q=`), rendered on the server with the
 * results in the page: its form is a plain GET, so it works before any script (decision 049).
 */
export function SearchPage() {
  const { pathname, search } = useLocation();
  const query = searchQueryOf(search);
  const answer = useSiteStore().search(pageDataKey(pathname, search));
  const { search: text } = useSiteText();
  const localize = useLocalize();
  return (
    <>
      <PageHero title={query ? text.resultsFor(query) : text.title}>
        <search className="w-full max-w-2xl">
          <form
            method="get"
            action={localize(SEARCH_PATH)}
            className="flex flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="search-page-query" className="sr-only">
              {text.label}
            </label>
            <Input
              id="search-page-query"
              type="search"
              name={SEARCH_QUERY_PARAM}
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX}
              placeholder={text.placeholder}
              enterKeyHint="search"
              className="h-12 text-base"
            />
            <Button type="submit" variant="cta" size="lg" className="h-12">
              <SearchIcon aria-hidden />
              <span>{text.submit}</span>
            </Button>
          </form>
        </search>
      </PageHero>
      <section aria-label={text.title} className="bg-sand py-12 sm:py-16">
        <Container>
          <div className="max-w-4xl">
            <Results query={query} answer={answer} />
          </div>
        </Container>
      </section>
    </>
  );
}

function Results({ query, answer }: { query: string; answer: SearchAnswer | undefined }) {
  const { search: text } = useSiteText();
  if (!query) return <p className="text-lg text-slate-700">{text.empty}</p>;
  if (answer?.refused) {
    return (
      <p role="alert" className="text-lg text-slate-700">
        {answer.refused === "too-long" ? text.tooLong(SEARCH_QUERY_MAX) : text.tooMany}
      </p>
    );
  }
  const results = answer?.results ?? [];
  if (results.length === 0) {
    return (
      <div className="grid gap-2">
        <p className="text-lg font-semibold text-slate-900">{text.noResults(query)}</p>
        <p className="text-slate-700">{text.noResultsHint}</p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-6 text-sm font-medium text-slate-600">{text.resultCount(results.length)}</p>
      <ol className="grid gap-4">
        {results.map((result) => (
          <li key={result.path}>
            <ResultCard result={result} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ResultCard({ result }: { result: SearchResult }) {
  const { search: text, chrome } = useSiteText();
  const textLanguage = useTextLanguage();
  const document = result.kind === "resource";
  const title = (
    <>
      {document ? <FileTextIcon aria-hidden className="mr-1.5 inline size-5 align-[-3px]" /> : null}
      {result.title}
    </>
  );
  const linkClass =
    "text-lg font-semibold text-brand-800 underline-offset-4 hover:underline after:absolute after:inset-0 focus-visible:outline-none";
  return (
    <article className="relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-accent-500 hover:ring-brand-200">
      <Badge variant={document ? "accent" : "brand"} className="mb-2">
        {text.kinds[result.kind]}
      </Badge>
      <h2 className="text-balance" lang={textLanguage(result.title)}>
        {document ? (
          <a href={result.path} target="_blank" rel="noopener" className={linkClass}>
            {title}
            <span className="sr-only"> ({chrome.opensInNewTab})</span>
          </a>
        ) : (
          <Link to={result.path} className={linkClass}>
            {title}
          </Link>
        )}
      </h2>
      {result.snippet ? (
        <p className="mt-2 leading-relaxed text-slate-700" lang={textLanguage(result.snippet)}>
          {snippetParts(result.snippet).map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </article>
  );
}
