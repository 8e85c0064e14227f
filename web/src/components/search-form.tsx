import { localizedPath } from "@app/contract/languages";
import { SEARCH_PATH, SEARCH_QUERY_PARAM } from "@app/contract/search-address";
import { SEARCH_QUERY_MAX } from "@app/contract/search-words";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { SearchIcon } from "lucide-react";
import { useLanguage, useSiteText } from "../i18n/language.tsx";

/** The header's search panel (a popover): its button names it with `popoverTarget`. */
export const SEARCH_PANEL_ID = "site-search";

/**
 * Site search as a plain HTML form: a GET of the results page (`/search?q=`, `/km/search?q=`),
 * which the server renders, so it works before the page's scripts have loaded and without
 * them. The boot lets its submit go at once (a form with an `action`, `start-when-needed.ts`).
 */
export function SearchForm({
  idPrefix,
  autoFocus = false,
  compact = false,
  className,
}: {
  idPrefix: string;
  /** Focused when its popover opens (the browser's popover focusing steps read `autofocus`). */
  autoFocus?: boolean;
  /** The submit button as its icon alone (its name still read out): a narrow menu's field. */
  compact?: boolean;
  className?: string;
}) {
  const language = useLanguage();
  const { search } = useSiteText();
  const fieldId = `${idPrefix}-q`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a landmark in every browser (<search> is newer than some phones)
    <form
      role="search"
      action={localizedPath(language, SEARCH_PATH)}
      method="get"
      aria-label={search.label}
      className={cn("flex items-center gap-2", className)}
    >
      <label htmlFor={fieldId} className="sr-only">
        {search.label}
      </label>
      <input
        id={fieldId}
        type="search"
        name={SEARCH_QUERY_PARAM}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={search.placeholder}
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only in the search panel, which the visitor just opened to type in
        autoFocus={autoFocus}
        className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500/40"
      />
      <Button type="submit" className={cn("h-11 shrink-0", compact ? "w-11 px-0" : "px-4")}>
        <SearchIcon aria-hidden />
        <span className={cn(compact && "sr-only")}>{search.submit}</span>
      </Button>
    </form>
  );
}

/**
 * The header's search button and the panel it opens under the header: a native popover
 * (`popovertarget`), so the first tap opens it before any script has run, and the browser
 * closes it on Escape, on a tap elsewhere or on the button again. Its field takes the focus.
 */
export function HeaderSearch() {
  const { search } = useSiteText();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        popoverTarget={SEARCH_PANEL_ID}
        aria-label={search.open}
        title={search.open}
      >
        <SearchIcon className="size-5!" aria-hidden />
      </Button>
      <div
        id={SEARCH_PANEL_ID}
        popover="auto"
        className="search-panel border-b border-slate-200 bg-white shadow-lg"
        // A page React rendered itself (not hydrated) has no `autofocus` in its HTML.
        onToggle={(event) => {
          if (event.newState === "open") event.currentTarget.querySelector("input")?.focus();
        }}
      >
        <SearchForm
          idPrefix={SEARCH_PANEL_ID}
          autoFocus
          className="mx-auto max-w-3xl px-4 py-3 lg:px-6"
        />
      </div>
    </>
  );
}
