import { STAGES, type Stage } from "@app/contract";
import { isFollowUpDue } from "./lead-words.ts";

/** What the board needs to know of a lead to place it. */
export interface PlacedLead {
  id: number;
  stage: Stage;
  followUpOn: string | null;
}

/**
 * Leads whose follow-up day has come first, the longest waiting on top; the others after them
 * in the order they came (the list's: newest first). The same leads, never one twice.
 */
export function dueFirst<T extends PlacedLead>(leads: readonly T[], today: string): T[] {
  const unique = [...new Map(leads.map((lead) => [lead.id, lead])).values()];
  const due = unique
    .filter((lead) => isFollowUpDue(lead, today))
    // sort is stable: leads due the same day keep the list's order.
    .sort((a, b) => (a.followUpOn! < b.followUpOn! ? -1 : a.followUpOn! > b.followUpOn! ? 1 : 0));
  return [...due, ...unique.filter((lead) => !isFollowUpDue(lead, today))];
}

export interface BoardColumn<T> {
  stage: Stage;
  leads: T[];
}

/** One column per stage, in the stages' order (New to Lost), each with its leads due first. */
export function boardColumns<T extends PlacedLead>(
  leads: readonly T[],
  today: string,
): BoardColumn<T>[] {
  const ordered = dueFirst(leads, today);
  return STAGES.map((stage) => ({
    stage,
    leads: ordered.filter((lead) => lead.stage === stage),
  }));
}

/** The same pages with one lead in another stage: what the board shows while the move is saved. */
export function withStage<P extends { items: readonly PlacedLead[] }>(
  pages: readonly P[],
  id: number,
  stage: Stage,
): P[] {
  return pages.map((page) =>
    page.items.some((lead) => lead.id === id)
      ? { ...page, items: page.items.map((lead) => (lead.id === id ? { ...lead, stage } : lead)) }
      : page,
  );
}
