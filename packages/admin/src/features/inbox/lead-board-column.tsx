import { type Assignee, STAGE_NAMES, type Stage } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { useDroppable } from "@dnd-kit/core";
import { pluralize } from "../../lib/format.ts";
import type { SubmissionRow } from "./inbox-queries.ts";
import { type CardFocus, LeadBoardCard } from "./lead-board-card.tsx";

/** Which card, once in which column, takes the focus after a move, and on which control. */
export interface FocusRequest {
  id: number;
  stage: Stage;
  on: CardFocus;
}

/** One stage's column: its name, how many leads, and their cards; a card dropped on it moves here. */
export function LeadBoardColumn({
  stage,
  leads,
  people,
  today,
  onOpen,
  onMove,
  focus,
  onFocused,
}: {
  stage: Stage;
  leads: readonly SubmissionRow[];
  people: readonly Assignee[];
  today: string;
  onOpen: (lead: SubmissionRow) => void;
  onMove: (lead: SubmissionRow, stage: Stage) => void;
  focus: FocusRequest | null;
  onFocused: () => void;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: stage });
  const headingId = `lead-board-${stage}`;
  const comingIn = isOver && active?.data.current?.stage !== stage;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        // A phone shows most of one column and a glimpse of the next, and snaps to columns.
        "flex w-[85%] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2 sm:w-72 lg:w-auto lg:max-w-none",
        comingIn && "border-accent-500 bg-accent-50 ring-2 ring-accent-500/40",
      )}
    >
      <div className="flex items-baseline justify-between gap-2 px-1 pt-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {STAGE_NAMES[stage]}
        </h3>
        <span className="text-xs text-slate-600">{pluralize(leads.length, "lead")}</span>
      </div>
      {leads.length === 0 ? (
        <p className="flex min-h-24 items-center justify-center rounded-md border border-dashed border-slate-300 px-2 text-center text-xs text-slate-500">
          No leads here
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {leads.map((lead) => (
            <LeadBoardCard
              key={lead.id}
              lead={lead}
              people={people}
              today={today}
              onOpen={() => onOpen(lead)}
              onMove={(to) => onMove(lead, to)}
              focusOn={focus?.id === lead.id && focus.stage === stage ? focus.on : undefined}
              onFocused={onFocused}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
