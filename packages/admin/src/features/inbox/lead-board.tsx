import type { Stage } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import {
  type CollisionDetection,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useState } from "react";
import { errorDescription, isApiError } from "../../lib/api-error.ts";
import { businessToday } from "../../lib/business-calendar.ts";
import { boardAnnouncements } from "./board-announcements.ts";
import { columnKeyboardCoordinates } from "./board-keyboard.ts";
import type { SubmissionRow } from "./inbox-queries.ts";
import { type CardFocus, LeadCardFace } from "./lead-board-card.tsx";
import { type FocusRequest, LeadBoardColumn } from "./lead-board-column.tsx";
import { boardColumns } from "./lead-board-columns.ts";
import { moveWords } from "./lead-move-words.ts";
import { useAssignees } from "./lead-queries.ts";
import { isStage } from "./lead-words.ts";
import { useMoveLead } from "./use-move-lead.ts";

/** A mouse or finger must travel this far on a grip before a drag starts (a tap is not a drag). */
const DRAG_DISTANCE_PX = 6;

/** The column under the pointer; for the keyboard (no pointer), the one the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The leads as a board: a column per stage, New to Lost, each with its follow-ups due on top.
 * A card moves by dragging its grip (mouse, finger, or Space and the arrow keys) or with its
 * "Move to…" buttons; the board shows it in its new column at once and puts it back, saying
 * why, when the server refuses. On a phone the columns scroll sideways, a column at a time.
 */
export function LeadBoard({
  rows,
  onOpen,
}: {
  rows: readonly SubmissionRow[];
  onOpen: (lead: SubmissionRow) => void;
}) {
  const people = useAssignees().data ?? [];
  const today = businessToday();
  const move = useMoveLead();
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [said, setSaid] = useState("");
  const [dragging, setDragging] = useState<SubmissionRow>();
  const onFocused = useCallback(() => setFocus(null), []);
  const [announcements] = useState(boardAnnouncements);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const moveLead = (lead: SubmissionRow, stage: Stage, on: CardFocus) => {
    if (stage === lead.stage) return;
    const from = lead.stage;
    setFocus({ id: lead.id, stage, on });
    move.mutate(
      { id: lead.id, stage },
      {
        // Shown in its column by now; a lead that left the filtered board takes no focus later.
        onSuccess: () =>
          setFocus((current) =>
            current?.id === lead.id && current.stage === stage ? null : current,
          ),
        onError: (error) => {
          setFocus({ id: lead.id, stage: from, on });
          setSaid(`${moveWords.refusedTitle(lead.name, stage)}. ${moveWords.backIn(from)}`);
          if (isApiError(error, 401)) return;
          toast({
            title: moveWords.refusedTitle(lead.name, stage),
            description: `${errorDescription(error, moveWords.refusedFallback)} ${moveWords.backIn(from)}`,
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">
        Move a lead to another stage by dragging its grip, or with its “Move to…” button. Click or
        tap a card to open the lead.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnder}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: moveWords.instructions },
        }}
        onDragStart={({ active }) => setDragging(rows.find((row) => row.id === active.id))}
        onDragCancel={() => setDragging(undefined)}
        onDragEnd={({ active, over }) => {
          setDragging(undefined);
          const lead = rows.find((row) => row.id === active.id);
          const to = String(over?.id ?? "");
          if (lead && isStage(to)) moveLead(lead, to, "handle");
        }}
      >
        {/* Five columns side by side on a laptop; narrower, they scroll sideways and snap. */}
        <div className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 lg:grid lg:grid-cols-5 lg:overflow-x-visible">
          {boardColumns(rows, today).map((column) => (
            <LeadBoardColumn
              key={column.stage}
              stage={column.stage}
              leads={column.leads}
              people={people}
              today={today}
              onOpen={onOpen}
              onMove={(lead, stage) => {
                setSaid(moveWords.moved(lead.name, stage));
                moveLead(lead, stage, "menu");
              }}
              focus={focus}
              onFocused={onFocused}
            />
          ))}
        </div>
        {/* No drop animation: the card is already in its new column when the drag ends. */}
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="flex cursor-grabbing flex-col gap-1.5 rounded-lg border border-accent-500 bg-white p-3 shadow-lg ring-2 ring-accent-500/40">
              <p className="text-sm font-medium text-brand-900">{dragging.name}</p>
              <LeadCardFace lead={dragging} people={people} today={today} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {/* What "Move to…" did, read out (a drag is read out by the drag's own announcements). */}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
