import { dueFirst, type PlacedLead } from "./lead-board-columns.ts";

/**
 * The list in two groups: the follow-ups due (as their own query found them, however far down
 * the loaded pages they are), the longest waiting first, then every other loaded message in the
 * list's order. A message is in one group only.
 */
export function followUpFirst<T extends PlacedLead>(
  due: readonly T[],
  rows: readonly T[],
  today: string,
): { due: T[]; rest: T[] } {
  const dueIds = new Set(due.map((lead) => lead.id));
  return { due: dueFirst(due, today), rest: rows.filter((lead) => !dueIds.has(lead.id)) };
}
