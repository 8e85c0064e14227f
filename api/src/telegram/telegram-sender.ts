import type { Db } from "../db/database.ts";
import type { LeaseTiming } from "../db/leased-queue.ts";
import { type JobLoop, startJobLoop, workHeldJob } from "../lib/job-loop.ts";
import type { Logger } from "../lib/logger.ts";
import { composeLeadPost } from "./lead-post.ts";
import { editMessage, type TelegramApi, telegramFailure } from "./telegram-api.ts";
import {
  type ClaimedPost,
  claimDuePost,
  ERASED_LEAD_TEXT,
  erasedMessageOf,
  extendPostLease,
  leadPostPlace,
  markDone,
  markPosted,
  markPostFailedTry,
  nextPostDueInMs,
  refreshedLeadOf,
} from "./telegram-posts.ts";

interface TelegramSenderOptions {
  db: Db;
  api: TelegramApi;
  chatId: string;
  logger: Logger;
  timing: LeaseTiming;
  publicUrl?: string;
  pollMs?: number;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * Posts the group's queued messages, in this process, one at a time; any number of processes
 * may run one against the same database: rows are claimed, never shared (leased-queue.ts).
 */
export function startTelegramSender(options: TelegramSenderOptions): JobLoop {
  const { db, api, chatId, logger, timing } = options;

  /** An erased lead's message keeps a line saying so, and loses its details and buttons. */
  async function emptyErasedMessage({ chatId, messageId }: { chatId: string; messageId: number }) {
    await editMessage(api, { chatId, messageId }, ERASED_LEAD_TEXT);
  }

  /** A lead's message edited to read as the lead is now (a change made in the admin). */
  async function refreshLeadMessage(submissionId: number): Promise<string> {
    const place = await leadPostPlace(db, submissionId);
    const lead = place && (await composeLeadPost(db, submissionId, options.publicUrl));
    if (!place || !lead) return "Nothing to edit";
    await editMessage(api, place, lead.text, lead.keyboard);
    return `Edited message ${place.messageId}`;
  }

  async function post(claimed: ClaimedPost) {
    await workHeldJob({
      extend: () => extendPostLease(db, claimed, timing.leaseMs),
      leaseMs: timing.leaseMs,
      work: async () => {
        const erased = erasedMessageOf(claimed.postKey);
        if (erased) {
          await emptyErasedMessage(erased);
          await markDone(db, claimed, `Emptied message ${erased.messageId}`);
          return;
        }
        const refreshed = refreshedLeadOf(claimed.postKey);
        if (refreshed !== undefined) {
          await markDone(db, claimed, await refreshLeadMessage(refreshed));
          return;
        }
        const lead =
          claimed.submissionId === null
            ? undefined
            : await composeLeadPost(db, claimed.submissionId, options.publicUrl);
        // A lead erased since it was claimed took its row with it: nothing to post.
        if (claimed.submissionId !== null && !lead) return;
        const message = await api.sendMessage(chatId, lead?.text ?? claimed.text ?? "", {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
          ...(lead ? { reply_markup: lead.keyboard } : {}),
        });
        await markPosted(db, claimed, { chatId, messageId: message.message_id });
        logger.info("telegram message posted", { post: claimed.postKey, attempt: claimed.attempt });
      },
      failureOf: telegramFailure,
      onFailure: async (failure) => {
        await markPostFailedTry(db, claimed, failure, timing);
        // Telegram's answer only: the visitor's words stay out of the log.
        logger.warn("telegram message not posted", {
          post: claimed.postKey,
          attempt: claimed.attempt,
          permanent: failure.permanent,
          answer: failure.answer,
        });
      },
    });
  }

  return startJobLoop({
    claim: () => claimDuePost(db, timing),
    work: post,
    nextDueInMs: () => nextPostDueInMs(db),
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    logger,
    name: "telegram messages",
  });
}
