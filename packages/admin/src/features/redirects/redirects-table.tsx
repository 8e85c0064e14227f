import type { Redirect } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
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
import { cn } from "@app/ui/lib/cn";
import { ArrowRightIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { ExternalLink } from "../../components/stored-file/external-link.tsx";
import { DeleteRedirect } from "./delete-redirect.tsx";
import { PathText } from "./path-text.tsx";
import {
  hitsText,
  kindName,
  lastHitLine,
  lastHitText,
  redirectsWords,
  statusName,
} from "./redirects-words.ts";

const columns = redirectsWords.columns;

/** Cells a little narrower than the tables' usual: five columns share the card's width. */
const CELL = "px-3 first:pl-4 last:pr-4";

const LINK =
  "inline-block min-h-6 rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500";

/** Where a redirect goes, a link to open it (a page of the site or another site). */
function Target({ to }: { to: string }) {
  return (
    <ExternalLink path={to} className={LINK}>
      <PathText path={to} />
    </ExternalLink>
  );
}

/** Permanent or temporary, and whether renaming a page made it. */
function Kind({ redirect }: { redirect: Redirect }) {
  const made = kindName(redirect.kind);
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{statusName(redirect.status)}</span>
      {made ? <Badge variant="neutral">{made}</Badge> : null}
    </span>
  );
}

/** Edit (only what was made by hand) and Delete, for those who may change the site. */
function Actions({
  redirect,
  onEdit,
  onRefused,
}: {
  redirect: Redirect;
  onEdit: (redirect: Redirect) => void;
  onRefused: (error?: unknown) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 @xl:flex-nowrap @xl:justify-end">
      {redirect.kind === "manual" ? (
        <Button variant="outline" size="sm" onClick={() => onEdit(redirect)}>
          <PencilIcon aria-hidden />
          {redirectsWords.edit}
          <span className="sr-only"> the redirect of {redirect.from}</span>
        </Button>
      ) : null}
      <DeleteRedirect redirect={redirect} onDone={onRefused} />
    </div>
  );
}

/**
 * The redirects: a table where the card is wide enough, and on a phone a list with each
 * redirect's facts named under its addresses, so nothing scrolls sideways. One or the other
 * shows, so a screen reader hears it once. `onEdit` is absent for a role that may only look.
 */
export function RedirectsTable({
  redirects,
  onEdit,
}: {
  redirects: readonly Redirect[];
  onEdit: ((redirect: Redirect) => void) | undefined;
}) {
  const [refusal, setRefusal] = useState<unknown>();
  const actions = (redirect: Redirect) =>
    onEdit ? <Actions redirect={redirect} onEdit={onEdit} onRefused={setRefusal} /> : null;
  return (
    <div className="@container flex flex-col gap-3">
      {refusal ? (
        <RefusalAlert error={refusal} fallback={redirectsWords.deleteDialog.failure} />
      ) : null}
      <Table frameClassName="hidden @xl:block" className="tabular-nums">
        <TableCaption>{redirectsWords.title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className={CELL}>{columns.from}</TableHead>
            <TableHead className={CELL}>{columns.to}</TableHead>
            <TableHead className={CELL}>{columns.kind}</TableHead>
            <TableHead className={CELL}>{columns.hits}</TableHead>
            {onEdit ? (
              <TableHead className={CELL}>
                <span className="sr-only">{columns.actions}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {redirects.map((redirect) => (
            <TableRow key={redirect.id} className="align-top hover:bg-slate-50">
              <TableCell className={cn(CELL, "font-medium text-slate-900")}>
                <PathText path={redirect.from} />
              </TableCell>
              <TableCell className={CELL}>
                <Target to={redirect.to} />
              </TableCell>
              <TableCell className={cn(CELL, "text-slate-700")}>
                <Kind redirect={redirect} />
              </TableCell>
              <TableCell className={CELL}>
                <span className="flex flex-col">
                  <span className="text-slate-900">{hitsText(redirect.hits)}</span>
                  {redirect.lastHitAt ? (
                    <span className="text-xs text-slate-600">
                      {lastHitLine(redirect.lastHitAt)}
                    </span>
                  ) : null}
                </span>
              </TableCell>
              {onEdit ? <TableCell className={CELL}>{actions(redirect)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul
        aria-label={redirectsWords.title}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 @xl:hidden"
      >
        {redirects.map((redirect) => (
          <li key={redirect.id} className="flex flex-col gap-2 px-4 py-3 text-sm">
            <p className="flex flex-col gap-0.5">
              <span className="font-medium text-slate-900">
                <PathText path={redirect.from} />
              </span>
              <span className="flex items-start gap-1.5">
                <ArrowRightIcon className="mt-1 size-3.5 shrink-0 text-slate-500" aria-hidden />
                <span className="sr-only">{columns.to}: </span>
                <Target to={redirect.to} />
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-xs text-slate-600">{columns.kind}</dt>
              <dd className="text-slate-900">
                <Kind redirect={redirect} />
              </dd>
              <dt className="text-xs text-slate-600">{columns.hits}</dt>
              <dd className="text-slate-900 tabular-nums">{hitsText(redirect.hits)}</dd>
              <dt className="text-xs text-slate-600">{columns.lastHit}</dt>
              <dd className="text-slate-900">{lastHitText(redirect.lastHitAt)}</dd>
            </dl>
            {actions(redirect)}
          </li>
        ))}
      </ul>
    </div>
  );
}
