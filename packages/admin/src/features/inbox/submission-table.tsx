import type { Assignee } from "@app/contract";
import { formatBusinessTime } from "@app/contract";
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
import { CalendarClockIcon, ReplyIcon } from "lucide-react";
import { businessToday } from "../../lib/business-calendar.ts";
import { formatDateTime } from "../../lib/format.ts";
import type { SubmissionRow } from "./inbox-queries.ts";
import { LeadFacts } from "./lead-facts.tsx";
import { useAssignees } from "./lead-queries.ts";
import { NotificationIndicator } from "./notification-indicator.tsx";
import { replyHref } from "./reply-link.ts";
import { KindBadge, StatusBadge } from "./submission-badges.tsx";

const preview = (text: string) => (text.length > 110 ? `${text.slice(0, 110).trimEnd()}…` : text);

interface ListProps {
  rows: readonly SubmissionRow[];
  /** Shown first, as the "Follow up today" group, when there are any. */
  due?: readonly SubmissionRow[];
  onOpen: (row: SubmissionRow) => void;
}

/** The groups' headings, when follow-ups are due; none otherwise. */
const DUE_GROUP = "Follow up today";
const REST_GROUP = "Everything else, newest first";

/** Who is who and what day it is in Phnom Penh: what the rows' sale facts are read with. */
interface LeadContext {
  people: readonly Assignee[];
  today: string;
}

/** A group's heading across the table: the rows below it, to the next heading, are its own. */
function GroupHeading({ children }: { children: string }) {
  return (
    <TableRow className="border-t border-slate-200 bg-slate-50">
      <TableHead scope="rowgroup" colSpan={5} className="h-9 text-sm font-semibold text-slate-800">
        {children}
      </TableHead>
    </TableRow>
  );
}

/**
 * The loaded messages, newest first, after the follow-ups due (when there are) in a group of
 * their own; a name opens the message. A table where its five columns fit (md and up); below
 * that, where it would need 640 px in a box half as wide, one card per message with the same
 * facts and actions. Both are rendered and CSS shows one: the hidden one is display:none, so
 * out of the accessibility tree, and nothing measures the screen in script.
 */
export function SubmissionTable({ rows, due = [], onOpen }: ListProps) {
  const leads: LeadContext = { people: useAssignees().data ?? [], today: businessToday() };
  const grouped = due.length > 0;
  const tableRows = (list: readonly SubmissionRow[]) =>
    list.map((s) => (
      <SubmissionTableRow key={s.id} submission={s} leads={leads} onOpen={() => onOpen(s)} />
    ));
  return (
    <>
      <Table frameClassName="hidden md:block" className="min-w-[46rem]">
        <TableCaption>Messages, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>From</TableHead>
            <TableHead>Message</TableHead>
            <TableHead>Received</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Sale</TableHead>
          </TableRow>
        </TableHeader>
        {grouped ? (
          <TableBody>
            <GroupHeading>{DUE_GROUP}</GroupHeading>
            {tableRows(due)}
          </TableBody>
        ) : null}
        {rows.length > 0 ? (
          <TableBody>
            {grouped ? <GroupHeading>{REST_GROUP}</GroupHeading> : null}
            {tableRows(rows)}
          </TableBody>
        ) : null}
      </Table>
      <SubmissionCards rows={rows} due={due} onOpen={onOpen} leads={leads} />
    </>
  );
}

/** The name that opens the message, bold and announced "Unread" while nobody opened it. */
function OpenButton({ submission: s, onOpen }: { submission: SubmissionRow; onOpen(): void }) {
  const unread = s.status === "new";
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        "cursor-pointer rounded text-left text-brand-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
        unread ? "font-bold" : "font-medium",
      )}
    >
      {unread ? <span className="sr-only">Unread: </span> : null}
      {s.name}
    </button>
  );
}

/** Kind, service, standard and company: what the request is about, as a wrapping row. */
function Subject({ submission: s }: { submission: SubmissionRow }) {
  return (
    <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      <KindBadge kind={s.kind} />
      {s.service ? <span className="text-xs font-medium text-slate-700">{s.service}</span> : null}
      {s.standard ? (
        <span className="text-xs font-medium text-slate-700">
          Standard: {s.standardName ?? s.standard}
        </span>
      ) : null}
      {s.company ? <span className="text-xs text-slate-600">{s.company}</span> : null}
    </div>
  );
}

function Meeting({ at }: { at: string | null }) {
  return at ? (
    <p className="mb-1 flex items-start gap-1 text-xs font-medium text-slate-700">
      <CalendarClockIcon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>Meeting requested: {formatBusinessTime(at)}</span>
    </p>
  ) : null;
}

function SubmissionTableRow({
  submission: s,
  leads,
  onOpen,
}: {
  submission: SubmissionRow;
  leads: LeadContext;
  onOpen(): void;
}) {
  return (
    <TableRow className={cn("align-top hover:bg-slate-50", s.status === "new" && "bg-brand-50/40")}>
      <TableCell>
        <OpenButton submission={s} onOpen={onOpen} />
        <div className="text-xs text-slate-600">{s.email}</div>
      </TableCell>
      <TableCell className="max-w-md">
        <Subject submission={s} />
        <Meeting at={s.appointmentAt} />
        <p className="text-slate-700">{preview(s.message)}</p>
      </TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">
        <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
        <div className="mt-0.5 text-xs text-slate-500">
          Ref. <span className="font-mono">{s.reference}</span>
        </div>
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge status={s.status} />
          <NotificationIndicator notification={s.notification} />
        </div>
      </TableCell>
      <TableCell>
        <LeadFacts lead={s} {...leads} />
      </TableCell>
    </TableRow>
  );
}

/** A group's heading in the phone's list. */
function CardGroupHeading({ children }: { children: string }) {
  return (
    <li className="pt-1 first:pt-0">
      <h3 className="text-sm font-semibold text-slate-800">{children}</h3>
    </li>
  );
}

/** The phone's inbox: each message a card, everything wrapping within the screen's width. */
function SubmissionCards({ rows, due = [], onOpen, leads }: ListProps & { leads: LeadContext }) {
  const grouped = due.length > 0;
  return (
    <ul aria-label="Messages, newest first" className="flex flex-col gap-3 md:hidden">
      {grouped ? <CardGroupHeading>{DUE_GROUP}</CardGroupHeading> : null}
      {due.map((s) => (
        <SubmissionCard key={s.id} submission={s} onOpen={onOpen} leads={leads} />
      ))}
      {grouped && rows.length > 0 ? <CardGroupHeading>{REST_GROUP}</CardGroupHeading> : null}
      {rows.map((s) => (
        <SubmissionCard key={s.id} submission={s} onOpen={onOpen} leads={leads} />
      ))}
    </ul>
  );
}

function SubmissionCard({
  submission: s,
  onOpen,
  leads,
}: {
  submission: SubmissionRow;
  onOpen: (row: SubmissionRow) => void;
  leads: LeadContext;
}) {
  return (
    <li
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm",
        s.status === "new" && "border-brand-200 bg-brand-50/40",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 break-words">
          <OpenButton submission={s} onOpen={() => onOpen(s)} />
          <div className="break-all text-xs text-slate-600">{s.email}</div>
        </div>
        <StatusBadge status={s.status} />
      </div>
      <div className="min-w-0 break-words">
        <Subject submission={s} />
        <Meeting at={s.appointmentAt} />
        <p className="text-slate-700">{preview(s.message)}</p>
      </div>
      <LeadFacts lead={s} {...leads} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>
          <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
          {" · "}Ref. <span className="font-mono">{s.reference}</span>
        </span>
        <NotificationIndicator notification={s.notification} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onOpen(s)}>
          Open
          <span className="sr-only"> the message from {s.name}</span>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={replyHref(s)}>
            <ReplyIcon aria-hidden />
            Reply<span className="sr-only"> to {s.name} by email</span>
          </a>
        </Button>
      </div>
    </li>
  );
}
