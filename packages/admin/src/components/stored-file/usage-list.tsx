import type { Usage } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { pluralize } from "../../lib/format.ts";
import { pageLabel } from "../../lib/stored-file-usage.ts";
import { ExternalLink } from "./external-link.tsx";

/** A file in the site's header or footer is on every page: the list starts short. */
const PAGES_SHOWN_AT_FIRST = 6;

/** The sections that link to a file, and the public pages that show it, each a link to the live page. */
export function UsageList({ usage, id }: { usage: Usage; id?: string }) {
  const [showAll, setShowAll] = useState(false);
  const pages = showAll ? usage.pages : usage.pages.slice(0, PAGES_SHOWN_AT_FIRST);
  const hidden = usage.pages.length - pages.length;
  return (
    <dl id={id} className="flex flex-col gap-2 text-sm">
      {usage.sections.length > 0 ? (
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500">
            In {pluralize(usage.sections.length, "section")}
          </dt>
          <dd className="text-slate-800">
            {usage.sections.map((section) => section.label).join(", ")}
          </dd>
        </div>
      ) : null}
      {usage.pages.length > 0 ? (
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500">
            On {pluralize(usage.pages.length, "page")}
          </dt>
          <dd>
            <ul className="flex flex-col gap-0.5">
              {pages.map((page) => (
                <li key={page}>
                  <ExternalLink
                    path={page}
                    className="rounded text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                  >
                    {pageLabel(page)}
                    <ExternalLinkIcon className="ml-1 inline size-3 align-[-1px]" aria-hidden />
                  </ExternalLink>
                </li>
              ))}
            </ul>
            {hidden > 0 ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-7 px-0"
                onClick={() => setShowAll(true)}
              >
                Show {hidden} more
              </Button>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
