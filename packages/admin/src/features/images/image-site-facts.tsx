import { Badge } from "@app/ui/components/badge";
import { TriangleAlertIcon } from "lucide-react";
import type { WebsiteImageRow } from "./image-queries.ts";
import type { SlotRule } from "./image-slot-queries.ts";
import { needsAltText } from "./needs-alt-text.ts";

/** What an image's alt text is, as the card says it. */
function AltText({ image, rules }: { image: WebsiteImageRow; rules: readonly SlotRule[] }) {
  if (needsAltText(image, rules)) {
    return (
      <Badge variant="cta" className="w-fit">
        <TriangleAlertIcon className="size-3.5" aria-hidden />
        Needs alt text
      </Badge>
    );
  }
  if (image.decorative) return <span className="text-slate-600">Decorative (no alt text)</span>;
  if (image.alt === "") return <span className="text-slate-500">None yet</span>;
  return <q className="line-clamp-2 text-slate-800">{image.alt}</q>;
}

/** Where the site shows an image (each slot and how) and whether readers get words for it. */
export function ImageSiteFacts({
  image,
  rules,
}: {
  image: WebsiteImageRow;
  /** Undefined while the slots load. */
  rules: readonly SlotRule[] | undefined;
}) {
  return (
    <dl className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-xs">
      {rules && rules.length > 0 ? (
        <div className="flex flex-col gap-1">
          <dt className="font-medium text-slate-500">Shown on the site as</dt>
          {rules.map((rule) => (
            <dd key={rule.id} className="text-slate-700">
              <span className="font-semibold text-brand-900">{rule.label}</span> — {rule.shownAs}
            </dd>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <dt className="font-medium text-slate-500">Alt text</dt>
        <dd>
          <AltText image={image} rules={rules ?? []} />
        </dd>
      </div>
    </dl>
  );
}
