import { ImageOffIcon } from "lucide-react";
import { languageName, type SeoPreview } from "./seo-sources.ts";
import { cardHost } from "./seo-texts.ts";
import { useLinkPicture } from "./use-link-picture.ts";

/** The shape of a shared link's picture (Facebook, Telegram, LinkedIn): 1.91 to 1. */
const CARD_RATIO = 1.91;

/**
 * The page as a shared link's card, as Facebook and Telegram draw it: the picture cropped to
 * 1.91:1 around its focal point, then the site's domain, the title and the description.
 */
export function LinkCardPreview({ preview, origin }: { preview: SeoPreview; origin: string }) {
  const picture = useLinkPicture(preview.image);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        As a link card ({languageName(preview.language)})
      </figcaption>
      <div
        data-testid="link-card"
        className="min-w-0 overflow-hidden rounded-lg border border-slate-300 bg-[#f0f2f5] font-[helvetica,arial,sans-serif]"
      >
        {picture ? (
          <img
            src={picture.src}
            alt=""
            data-testid="link-card-picture"
            data-picture={preview.image}
            className="block w-full border-b border-slate-300 bg-white object-cover"
            style={{
              aspectRatio: CARD_RATIO,
              objectPosition: `${picture.focalX * 100}% ${picture.focalY * 100}%`,
            }}
          />
        ) : (
          <div
            className="flex w-full items-center justify-center gap-2 border-b border-slate-300 bg-slate-100 text-sm text-slate-600"
            style={{ aspectRatio: CARD_RATIO * 2 }}
          >
            <ImageOffIcon className="size-4" aria-hidden />
            {preview.image ? "Loading the picture…" : "No picture: the card shows words only"}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-0.5 px-3 py-2.5">
          <span className="truncate text-xs uppercase text-[#606770]">{cardHost(origin)}</span>
          <div
            lang={preview.wordsIn.title}
            data-testid="card-title"
            className="line-clamp-2 text-base font-semibold leading-snug text-[#1d2129] break-words"
          >
            {preview.title}
          </div>
          {preview.description ? (
            <div
              lang={preview.wordsIn.description}
              className="line-clamp-2 text-sm leading-snug text-[#606770] break-words"
            >
              {preview.description}
            </div>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
