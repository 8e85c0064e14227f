import type { Assignee, Stage } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { useDraggable } from "@dnd-kit/core";
import { GripVerticalIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { SubmissionRow } from "./inbox-queries.ts";
import { FollowUpMark, OwnerLine } from "./lead-badges.tsx";
import { MoveLeadMenu } from "./move-lead-menu.tsx";

/** Which of a card's controls takes the focus once it shows in its new column. */
export type CardFocus = "handle" | "menu";

/** What the lead is about: company and standard, else the service, else its kind. */
export function leadSubject(lead: SubmissionRow): string {
  const parts = [lead.company, lead.standardName ?? lead.standard].filter(Boolean);
  if (parts.length > 0) return parts.join(" · ");
  return lead.service ?? (lead.kind === "quote" ? "Quote request" : "Contact message");
}

/** What a card's drag carries: where it comes from and whom it is, for the announcements. */
export interface DraggedLead {
  stage: Stage;
  name: string;
}

/** The card's face: name, subject, owner and follow-up day (also what a drag shows moving). */
export function LeadCardFace({
  lead,
  people,
  today,
}: {
  lead: SubmissionRow;
  people: readonly Assignee[];
  today: string;
}) {
  return (
    <>
      <p className="break-words text-sm text-slate-700">{leadSubject(lead)}</p>
      <OwnerLine assigneeId={lead.assigneeId} people={people} />
      <FollowUpMark lead={lead} today={today} />
    </>
  );
}

/**
 * One lead on the board. The name opens it (a click anywhere on the card, or Enter); the grip
 * drags it to another column (mouse, finger, or Space and the arrow keys); "Move to…" moves it
 * without dragging.
 */
export function LeadBoardCard({
  lead,
  people,
  today,
  onOpen,
  onMove,
  focusOn,
  onFocused,
}: {
  lead: SubmissionRow;
  people: readonly Assignee[];
  today: string;
  onOpen: () => void;
  onMove: (stage: Stage) => void;
  /** Set once the card moved here: the control to focus. */
  focusOn: CardFocus | undefined;
  onFocused: () => void;
}) {
  const data: DraggedLead = { stage: lead.stage, name: lead.name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data,
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!focusOn) return;
    (focusOn === "handle" ? handle : menu).current?.focus();
    onFocused();
  }, [focusOn, onFocused]);

  const unread = lead.status === "new";
  return (
    <li
      ref={setNodeRef}
      className={cn(
        "relative flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-200",
        // Its place kept, shown as a gap, while the copy under the pointer moves.
        isDragging && "border-dashed border-slate-300 bg-slate-50 opacity-50 shadow-none",
      )}
    >
      <div className="flex items-start gap-1.5">
        <h4 className="min-w-0 flex-1 pt-1 text-sm leading-snug">
          {/* Its ::after covers the card: a click anywhere on it opens the lead. */}
          <button
            type="button"
            onClick={onOpen}
            className={cn(
              "cursor-pointer break-words text-left text-brand-900 underline-offset-2 hover:underline focus-visible:outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-[3px] focus-visible:after:ring-accent-500",
              unread ? "font-bold" : "font-medium",
            )}
          >
            {unread ? <span className="sr-only">Unread: </span> : null}
            {lead.name}
          </button>
        </h4>
        <button
          type="button"
          ref={(element) => {
            handle.current = element;
            setActivatorNodeRef(element);
          }}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${lead.name}`}
          title="Drag to another stage"
          className="relative z-10 -mr-1.5 -mt-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 active:cursor-grabbing"
        >
          <GripVerticalIcon aria-hidden className="size-4" />
        </button>
      </div>
      <LeadCardFace lead={lead} people={people} today={today} />
      <MoveLeadMenu name={lead.name} stage={lead.stage} onMove={onMove} toggleRef={menu} />
    </li>
  );
}
