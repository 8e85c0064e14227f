import { formatBusinessTime } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { CalendarClockIcon } from "lucide-react";
import { formatDateTime } from "../../lib/format.ts";
import type { SubmissionRow } from "./inbox-queries.ts";
import { NotificationIndicator } from "./notification-indicator.tsx";
import { KindBadge, StatusBadge } from "./submission-badges.tsx";

const preview = (text: string) => (text.length > 110 ? `${text.slice(0, 110).trimEnd()}…` : text);

/** The loaded messages, newest first; a name opens the message. */
export function SubmissionTable({
  rows,
  onOpen,
}: {
  rows: readonly SubmissionRow[];
  onOpen: (row: SubmissionRow) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Messages, newest first</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              From
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Message
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Received
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((s) => (
            <SubmissionTableRow key={s.id} submission={s} onOpen={() => onOpen(s)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubmissionTableRow({
  submission: s,
  onOpen,
}: {
  submission: SubmissionRow;
  onOpen(): void;
}) {
  const unread = s.status === "new";
  return (
    <tr className={cn("align-top hover:bg-slate-50", unread && "bg-brand-50/40")}>
      <td className="px-4 py-3">
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
        <div className="text-xs text-slate-600">{s.email}</div>
      </td>
      <td className="max-w-md px-4 py-3">
        <div className="mb-1 flex flex-wrap items-center gap-2">
          <KindBadge kind={s.kind} />
          {s.service ? (
            <span className="text-xs font-medium text-slate-700">{s.service}</span>
          ) : null}
          {s.standard ? (
            <span className="text-xs font-medium text-slate-700">
              Standard: {s.standardName ?? s.standard}
            </span>
          ) : null}
          {s.company ? <span className="text-xs text-slate-600">{s.company}</span> : null}
        </div>
        {s.appointmentAt ? (
          <p className="mb-1 flex items-start gap-1 text-xs font-medium text-slate-700">
            <CalendarClockIcon aria-hidden className="mt-px size-3.5 shrink-0" />
            <span>Meeting requested: {formatBusinessTime(s.appointmentAt)}</span>
          </p>
        ) : null}
        <p className="text-slate-700">{preview(s.message)}</p>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
        <div className="mt-0.5 text-xs text-slate-500">
          Ref. <span className="font-mono">{s.reference}</span>
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge status={s.status} />
          <NotificationIndicator notification={s.notification} />
        </div>
      </td>
    </tr>
  );
}
