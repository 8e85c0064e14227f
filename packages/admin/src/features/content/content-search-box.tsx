import { sectionDefinition } from "@app/contract";
import { Input } from "@app/ui/components/input";
import { SearchIcon } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { useDeveloperTools } from "../../lib/developer-tools.ts";
import { pluralize } from "../../lib/format.ts";
import {
  type ContentSectionRow,
  type SectionSummaryRow,
  useContentList,
  useSectionSummaries,
} from "./content-queries.ts";
import { searchContent } from "./content-search.ts";
import { useOpenSection } from "./start-edit.ts";

/** At most this many results show; more words narrow them down. */
const MAX_SHOWN = 20;

/**
 * One search over all content: section names, labels and every text in them. Choosing a
 * result opens that section's editor in its area. Names and titles are found at once, from
 * the summaries; every section's words are read only while a search is typed (megabytes on a
 * large site), and their hits join the list when they arrive.
 */
export function ContentSearchBox() {
  const id = useId();
  const developer = useDeveloperTools();
  const open = useOpenSection();
  const boxRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState(false);
  const showing = expanded && query.trim() !== "";
  const summaries = useSectionSummaries();
  const full = useContentList(showing);
  const rows: readonly (ContentSectionRow | SectionSummaryRow)[] | undefined =
    full.data ?? summaries.data;
  // Free-form sections are the developer's: listed only with the developer tools on.
  const hits = useMemo(
    () =>
      searchContent(rows ?? [], query).filter(
        (hit) => developer || sectionDefinition(hit.row.section) !== undefined,
      ),
    [rows, query, developer],
  );
  const resultsId = `${id}-results`;

  const results = () =>
    Array.from(boxRef.current?.querySelectorAll<HTMLButtonElement>("[data-search-hit]") ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      setExpanded(false);
      if (!showing) setQuery("");
      boxRef.current?.querySelector("input")?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = results();
    if (buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === "ArrowDown" ? Math.min(at + 1, buttons.length - 1) : at <= 0 ? -1 : at - 1;
    if (next < 0) boxRef.current?.querySelector("input")?.focus();
    else buttons[next]?.focus();
  };

  return (
    <search
      ref={boxRef}
      className="relative w-full"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!boxRef.current?.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search all content
      </label>
      <SearchIcon
        className="pointer-events-none absolute left-3 top-5 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        id={`${id}-input`}
        type="search"
        autoComplete="off"
        placeholder="Search all content: standards, pages, any text…"
        className="pl-9"
        value={query}
        aria-controls={resultsId}
        onFocus={() => setExpanded(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setExpanded(true);
        }}
      />
      <p role="status" className="sr-only">
        {showing ? `${pluralize(hits.length, "section")} found` : ""}
      </p>
      <div
        id={resultsId}
        hidden={!showing}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {hits.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">
            {full.isPending
              ? `Looking through every text for “${query.trim()}”…`
              : `No section contains “${query.trim()}”.`}
          </p>
        ) : (
          <ul aria-label="Search results" className="flex flex-col">
            {hits.slice(0, MAX_SHOWN).map((hit) => (
              <li key={hit.row.section}>
                <button
                  type="button"
                  data-search-hit
                  onClick={() => {
                    open(hit.row);
                    setExpanded(false);
                    setQuery("");
                  }}
                  className="flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-md px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                >
                  <span className="text-sm font-medium text-brand-900">{hit.title}</span>
                  <span className="text-xs text-slate-600">
                    {hit.kind}
                    {developer ? (
                      <>
                        {" "}
                        · <code className="font-mono">{hit.row.section}</code>
                      </>
                    ) : null}
                  </span>
                  {hit.snippet ? (
                    <span className="line-clamp-2 text-xs text-slate-500">{hit.snippet}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
        {hits.length > MAX_SHOWN ? (
          <p className="px-3 py-2 text-xs text-slate-500">
            {hits.length - MAX_SHOWN} more: add words to narrow the search.
          </p>
        ) : null}
      </div>
    </search>
  );
}
