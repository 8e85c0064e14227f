import { EyeOffIcon, GlobeIcon } from "lucide-react";
import { languageName, type SeoPreview } from "./seo-sources.ts";
import { cardHost, searchAddress, searchResultWords } from "./seo-texts.ts";

/**
 * The page as a Google result: the site's name and address as breadcrumbs, the title cut at
 * about 60 characters, the description at about 160. A page hidden from search engines has
 * no result: a sentence says so.
 */
export function SearchResultPreview({ preview, origin }: { preview: SeoPreview; origin: string }) {
  const { title, description } = searchResultWords(preview.title, preview.description);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        As a Google result ({languageName(preview.language)})
      </figcaption>
      {preview.noindex ? (
        <p className="flex items-start gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
          <EyeOffIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <span>
            Hidden from search engines: this page will not be listed in search results. Visitors and
            shared links still reach it.
          </span>
        </p>
      ) : (
        <div
          data-testid="search-result"
          className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 font-[arial,sans-serif]"
        >
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-slate-50">
              <GlobeIcon className="size-4 text-slate-500" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col leading-tight">
              <span lang={preview.wordsIn.siteName} className="truncate text-sm text-[#202124]">
                {preview.siteName || cardHost(origin)}
              </span>
              <span className="truncate text-xs text-[#4d5156]">
                {searchAddress(origin, preview.path)}
              </span>
            </div>
          </div>
          <div
            lang={preview.wordsIn.title}
            data-testid="search-title"
            className="text-xl leading-snug text-[#1a0dab] break-words"
          >
            {title}
          </div>
          <div
            lang={preview.wordsIn.description}
            data-testid="search-description"
            className="text-sm leading-[1.58] text-[#4d5156] break-words"
          >
            {description || <span className="italic">No description</span>}
          </div>
        </div>
      )}
    </figure>
  );
}
