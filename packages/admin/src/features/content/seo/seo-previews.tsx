import { LinkCardPreview } from "./link-card-preview.tsx";
import { SearchResultPreview } from "./search-result-preview.tsx";
import { languageName, type SeoPreview } from "./seo-sources.ts";
import { useSiteOrigin } from "./use-link-picture.ts";

/**
 * How the page shows in each language, side by side where there is room (stacked on a
 * phone): the language edited as it is typed, the other one as it is saved.
 */
export function SeoPreviews({
  previews,
  headingId,
}: {
  previews: readonly SeoPreview[];
  headingId: string;
}) {
  const origin = useSiteOrigin();
  return (
    <div className="flex flex-col gap-3">
      <h5 id={headingId} className="text-sm font-semibold text-brand-900">
        How the page shows
      </h5>
      {/* Each language's column spans three rows of one grid: side by side, the results and
          the cards line up whatever the length of the words above them. */}
      <div className="grid gap-x-4 gap-y-4 @2xl:grid-cols-2">
        {previews.map((preview) => (
          <div
            key={preview.language}
            className="row-span-3 grid min-w-0 grid-rows-subgrid gap-y-4 not-first:mt-4 @2xl:not-first:mt-0"
          >
            <h6 className="m-0 flex items-baseline gap-2 text-sm font-semibold text-slate-800">
              {languageName(preview.language)}
              <span className="text-xs font-normal text-slate-600">
                {preview.live ? "as you type" : "as saved"}
              </span>
            </h6>
            <SearchResultPreview preview={preview} origin={origin} />
            <LinkCardPreview preview={preview} origin={origin} />
          </div>
        ))}
      </div>
    </div>
  );
}
