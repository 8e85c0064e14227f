import {
  type Assignee,
  isOpenStage,
  type LeadHistoryEntry,
  STAGE_NAMES,
  STAGES,
  type Stage,
} from "@app/contract";
import { formatDateTime } from "../../lib/format.ts";

export const isStage = (value: string): value is Stage =>
  (STAGES as readonly string[]).includes(value);

/** A stage in the owner's words; something unknown as it is stored. */
export const stageName = (stage: string): string => (isStage(stage) ? STAGE_NAMES[stage] : stage);

/** Whether a lead's follow-up day has come: today or earlier, and the sale still open. */
export const isFollowUpDue = (
  lead: { stage: Stage; followUpOn: string | null },
  today: string,
): boolean => lead.followUpOn !== null && isOpenStage(lead.stage) && lead.followUpOn <= today;

/**
 * "5 Dec 2026" (in the reader's own order), read as a calendar day: in UTC, so no reader's
 * time zone moves it to the day before.
 */
export function formatFollowUpDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Who someone is, by name when the team list knows their e-mail, else by the e-mail. */
export function personByEmail(email: string, people: readonly Assignee[]): string {
  const person = people.find((p) => p.email.toLowerCase() === email.toLowerCase());
  return person?.name || email;
}

/** Who looks after a lead: a name, "Nobody", or "Someone who left" for an id no longer listed. */
export function ownerName(assigneeId: string | null, people: readonly Assignee[]): string {
  if (assigneeId === null) return "Nobody";
  const person = people.find((p) => p.id === assigneeId);
  return person ? person.name || person.email : "Someone no longer on the team";
}

const STATUS_WORDS: Record<string, string> = {
  new: "unread",
  read: "read",
  archived: "archived",
  spam: "spam",
};

/** What one change did, as a sentence without its time: "Sreyneang moved it from New to Quoted". */
export function historyText(entry: LeadHistoryEntry, people: readonly Assignee[]): string {
  const who = personByEmail(entry.actor, people);
  const person = (email: string) =>
    email.toLowerCase() === entry.actor.toLowerCase() ? "themselves" : personByEmail(email, people);
  const { from, to } = entry;
  switch (entry.field) {
    case "stage":
      return `${who} moved it from ${stageName(from ?? "")} to ${stageName(to ?? "")}`;
    case "status":
      return `${who} marked it ${STATUS_WORDS[to ?? ""] ?? to}`;
    case "assignee":
      if (to === null) return `${who} took it away from ${person(from ?? "")}: nobody has it`;
      if (from === null) return `${who} gave it to ${person(to)}`;
      return `${who} passed it from ${person(from)} to ${person(to)}`;
    case "followUp":
      if (to === null)
        return `${who} cleared the follow-up day (was ${formatFollowUpDay(from ?? "")})`;
      if (from === null) return `${who} set the follow-up day to ${formatFollowUpDay(to)}`;
      return `${who} moved the follow-up day from ${formatFollowUpDay(from)} to ${formatFollowUpDay(to)}`;
  }
}

/** The sentence with when: "Sreyneang moved it from New to Quoted, 2 Dec 2026, 10:14". */
export const historyLine = (entry: LeadHistoryEntry, people: readonly Assignee[]): string =>
  `${historyText(entry, people)}, ${formatDateTime(entry.at)}`;
