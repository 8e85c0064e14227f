import type { Active, Announcements } from "@dnd-kit/core";
import type { DraggedLead } from "./lead-board-card.tsx";
import { moveWords } from "./lead-move-words.ts";
import { isStage } from "./lead-words.ts";

const dragged = (active: Active): DraggedLead | undefined =>
  active.data.current as DraggedLead | undefined;

const ANY_LEAD = "The lead";

/**
 * What a screen reader hears while a card is dragged: picked up from its column, each new
 * column it is over (not the one it starts in: that would cut "Picked up" short), and where it
 * was dropped. One set per board: it remembers the column last said.
 */
export function boardAnnouncements(): Announcements {
  let lastSaid: string | undefined;
  return {
    onDragStart: ({ active }) => {
      const lead = dragged(active);
      lastSaid = lead?.stage;
      return lead && moveWords.pickedUp(lead.name, lead.stage);
    },
    onDragOver: ({ active, over }) => {
      const to = over === null ? undefined : String(over.id);
      if (to === lastSaid) return undefined;
      lastSaid = to;
      const name = dragged(active)?.name ?? ANY_LEAD;
      return to !== undefined && isStage(to) ? moveWords.over(name, to) : moveWords.notOver(name);
    },
    onDragEnd: ({ active, over }) => {
      const lead = dragged(active);
      if (!lead) return undefined;
      const to = String(over?.id ?? "");
      return isStage(to) && to !== lead.stage
        ? moveWords.moved(lead.name, to)
        : moveWords.stays(lead.name, lead.stage);
    },
    onDragCancel: ({ active }) => {
      const lead = dragged(active);
      return lead && moveWords.cancelled(lead.name, lead.stage);
    },
  };
}
