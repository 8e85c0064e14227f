import type { NotFoundPath } from "@app/contract";
import { Button } from "@app/ui/components/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@app/ui/components/table";
import { SearchXIcon, SignpostIcon } from "lucide-react";
import { useMemo } from "react";
import { EmptyState } from "../../components/list-states.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { PathText } from "./path-text.tsx";
import { useMissingPages } from "./redirects-queries.ts";
import {
  busiestFirst,
  missingPagesDescription,
  redirectsWords,
  referrerText,
  timesText,
} from "./redirects-words.ts";

const words = redirectsWords.missing;
const columns = words.columns;

function RedirectButton({
  path,
  onRedirect,
}: {
  path: string;
  onRedirect: (path: string) => void;
}) {
  return (
    <Button variant="outline" size="sm" onClick={() => onRedirect(path)}>
      <SignpostIcon aria-hidden />
      {words.redirect}
      <span className="sr-only"> {path}</span>
    </Button>
  );
}

/** The missing pages: a table when the card is wide enough, a list on a phone. */
function MissingList({
  paths,
  onRedirect,
}: {
  paths: readonly NotFoundPath[];
  onRedirect: ((path: string) => void) | undefined;
}) {
  return (
    <div className="@container">
      <Table frameClassName="hidden @xl:block" className="tabular-nums">
        <TableCaption>{words.title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{columns.path}</TableHead>
            <TableHead className="text-right">{columns.count}</TableHead>
            <TableHead>{columns.lastSeen}</TableHead>
            <TableHead>{columns.referrer}</TableHead>
            {onRedirect ? (
              <TableHead>
                <span className="sr-only">{columns.actions}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {paths.map((missing) => (
            <TableRow key={missing.path} className="align-top hover:bg-slate-50">
              <TableCell className="font-medium text-slate-900">
                <PathText path={missing.path} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {timesText(missing.count)}
              </TableCell>
              <TableCell className="text-slate-700">{formatDateTime(missing.lastSeenAt)}</TableCell>
              <TableCell className="wrap-anywhere text-slate-700">
                {referrerText(missing.referrer)}
              </TableCell>
              {onRedirect ? (
                <TableCell className="text-right">
                  <RedirectButton path={missing.path} onRedirect={onRedirect} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul
        aria-label={words.title}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 @xl:hidden"
      >
        {paths.map((missing) => (
          <li key={missing.path} className="flex flex-col gap-2 px-4 py-3 text-sm">
            <span className="font-medium text-slate-900">
              <PathText path={missing.path} />
            </span>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-xs text-slate-600">{columns.count}</dt>
              <dd className="text-slate-900 tabular-nums">{timesText(missing.count)}</dd>
              <dt className="text-xs text-slate-600">{columns.lastSeen}</dt>
              <dd className="text-slate-900">{formatDateTime(missing.lastSeenAt)}</dd>
              <dt className="text-xs text-slate-600">{columns.referrer}</dt>
              <dd className="wrap-anywhere text-slate-900">{referrerText(missing.referrer)}</dd>
            </dl>
            {onRedirect ? (
              <div>
                <RedirectButton path={missing.path} onRedirect={onRedirect} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The addresses visitors asked for that open no page, busiest first, each one press away from
 * a redirect (`onRedirect`, absent for a role that may only look).
 */
export function MissingPages({ onRedirect }: { onRedirect: ((path: string) => void) | undefined }) {
  const missing = useMissingPages();
  const paths = useMemo(() => (missing.data ? busiestFirst(missing.data) : []), [missing.data]);
  return (
    <SettingsCard title={words.title} description={missingPagesDescription()}>
      <SettingsQueryState query={missing} loading={words.loading} loadFailure={words.loadFailure} />
      {missing.data && paths.length === 0 ? (
        <EmptyState icon={SearchXIcon} title={words.empty.title} text={words.empty.text} />
      ) : null}
      {paths.length > 0 ? <MissingList paths={paths} onRedirect={onRedirect} /> : null}
    </SettingsCard>
  );
}
