/**
 * Where a lead stands in the sale, beside the inbox's status (new, read, archived, spam), which
 * keeps its meaning (decision 045).
 */
export const STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_NAMES: Readonly<Record<Stage, string>> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** A lead won or lost needs no follow-up. */
export const CLOSED_STAGES: readonly Stage[] = ["won", "lost"];
export const isOpenStage = (stage: Stage) => !CLOSED_STAGES.includes(stage);

/** A lead nobody has changed or noted for this many days is in its owner's morning digest. */
export const UNTOUCHED_LEAD_DAYS = 3;
