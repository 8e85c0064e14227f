import { parseBusinessDateTime, SCHEDULE_MAX_DAYS_AHEAD } from "@app/contract";

const TOO_EARLY = "Choose a time from now on, on Phnom Penh's clock.";
const TOO_FAR = `Choose a time within ${SCHEDULE_MAX_DAYS_AHEAD} days.`;

/**
 * A date-and-time field's value (Phnom Penh's clock) read as the instant it names, or what is
 * wrong with it; nothing for an empty field.
 */
export function readScheduleTime(value: string, now: Date): { at?: string; error?: string } {
  if (value === "") return {};
  const at = parseBusinessDateTime(value, now, SCHEDULE_MAX_DAYS_AHEAD);
  if (at) return { at };
  return { error: Date.parse(`${value}:00+07:00`) < now.getTime() ? TOO_EARLY : TOO_FAR };
}
