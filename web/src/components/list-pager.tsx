import { listPageSearch } from "@app/contract/list-pages";
import { Button } from "@app/ui/components/button";
import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useSiteText } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";

/**
 * Previous and next page of a long list, and where the visitor is in it ("Page 2 of 42"). Plain
 * links, one address per page, so search engines and a reload find the same page. Nothing
 * shows for a list of one page.
 */
export function ListPager({
  path,
  page,
  pages,
  label,
}: {
  /** The list's page address without its query. */
  path: string;
  page: number;
  pages: number;
  /** What the list is, for the navigation's name ("Standards in this group"). */
  label: string;
}) {
  const { chrome } = useSiteText();
  if (pages <= 1) return null;
  const to = (target: number) => `${path}${listPageSearch(target)}`;
  return (
    <nav
      aria-label={chrome.listPages(label)}
      className="mt-8 flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page - 1)} rel="prev">
            <ArrowLeftIcon aria-hidden />
            {chrome.previousPage}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{chrome.pageOf(page, pages)}</p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page + 1)} rel="next">
            {chrome.nextPage}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
