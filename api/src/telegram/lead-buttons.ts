import { roleMay, STAGE_NAMES, type Stage, type SubmissionUpdate } from "@app/contract";
import { recordActivity } from "../activity/activity-log.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../lib/http-error.ts";
import { updateLead } from "../routes/submissions/lead-work.ts";
import { findSubmission } from "../routes/submissions/submissions.service.ts";
import type { LeadButtonAction } from "./lead-post-message.ts";
import { personOfTelegram, type TelegramSender } from "./telegram-linking.ts";

/** What a press came to: the words shown to the presser, and the change when there was one. */
export interface ButtonOutcome {
  answer: string;
  /** "Dara claimed it", "Dara set Quoted": shown under the lead's message, which is edited. */
  change?: string;
}

/** How the activity log and the lead's history name a change made from the chat. */
const FROM_TELEGRAM = { ip: null, userAgent: "Telegram" };

/**
 * A press on one of a lead's buttons, inside the transaction that handles its update: a linked,
 * enabled person whose role opens the leads claims the lead or sets its stage, kept in the
 * lead's history and the activity log as them. Anyone else changes nothing and is told why.
 */
export async function pressLeadButton(
  tx: Db,
  from: TelegramSender,
  press: { id: number; action: LeadButtonAction },
): Promise<ButtonOutcome> {
  const person = await personOfTelegram(tx, from.id);
  if (!person) {
    return {
      answer:
        "Your Telegram is not linked to the website's team, so nothing was changed. Link it in the admin: Account, Link Telegram.",
    };
  }
  if (person.disabledAt) {
    return { answer: "Your account on the website is disabled, so nothing was changed." };
  }
  if (!roleMay(person.role, "inbox")) {
    return {
      answer: "Your role on the website does not include the leads, so nothing was changed.",
    };
  }
  const before = await findSubmission(tx, press.id);
  if (!before) return { answer: "This lead is no longer in the admin." };
  const who = person.name || person.email;

  const claim = press.action === "claim";
  const stage = claim ? undefined : (press.action as Stage);
  if (claim ? before.assigneeId === person.id : before.stage === stage) {
    return {
      answer: claim ? "It is yours already." : `It is ${STAGE_NAMES[stage!]} already.`,
    };
  }
  const update: SubmissionUpdate = claim ? { assigneeId: person.id } : { stage };
  try {
    await updateLead(tx, press.id, update, person.email);
  } catch (error) {
    if (error instanceof HttpError) return { answer: `Nothing was changed: ${error.message}` };
    throw error;
  }
  const detail = claim ? "claimed it" : `${STAGE_NAMES[before.stage]} → ${STAGE_NAMES[stage!]}`;
  await recordActivity(
    tx,
    { actor: person.email, ...FROM_TELEGRAM },
    { action: "submission.changedInTelegram", target: `message ${press.id}`, detail },
  );
  return claim
    ? { answer: "It is yours now.", change: `${who} claimed it` }
    : { answer: `Set to ${STAGE_NAMES[stage!]}.`, change: `${who} set ${STAGE_NAMES[stage!]}` };
}
