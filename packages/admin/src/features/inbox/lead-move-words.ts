import { STAGE_NAMES, type Stage } from "@app/contract";

/** What the board says as a lead moves, for a screen reader and on screen, in the owner's words. */
export const moveWords = {
  pickedUp: (name: string, stage: Stage) => `Picked up ${name}, in ${STAGE_NAMES[stage]}.`,
  over: (name: string, stage: Stage) => `${name} is over ${STAGE_NAMES[stage]}.`,
  notOver: (name: string) => `${name} is not over a column.`,
  moved: (name: string, stage: Stage) => `Moved ${name} to ${STAGE_NAMES[stage]}.`,
  stays: (name: string, stage: Stage) => `${name} stays in ${STAGE_NAMES[stage]}.`,
  cancelled: (name: string, stage: Stage) =>
    `Move cancelled. ${name} stays in ${STAGE_NAMES[stage]}.`,
  refusedTitle: (name: string, stage: Stage) => `${name} was not moved to ${STAGE_NAMES[stage]}`,
  /** Said after the server's reason (or `refusedFallback`). */
  backIn: (stage: Stage) => `It is back in ${STAGE_NAMES[stage]}.`,
  refusedFallback: "The move could not be saved.",
  instructions:
    "To move a lead to another stage, press Space or Enter on its handle, then the Left and Right arrow keys to choose a column, and Space or Enter again to drop it there. Escape puts it back.",
};
