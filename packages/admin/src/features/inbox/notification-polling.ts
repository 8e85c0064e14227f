import type { SubmissionNotification } from "@app/contract";

/** How often the list asks again while an e-mail is queued or being sent: it goes out in seconds. */
export const NOTIFICATION_POLL_MS = 3_000;

/**
 * The longest the list waits while only retries are pending: a retry may be hours away, but
 * the admin (or another process) may send it again sooner, and the clocks may differ.
 */
export const NOTIFICATION_POLL_MAX_MS = 60_000;

/**
 * When the inbox list should ask the server again, or false when every loaded e-mail is done
 * (sent, failed, or none was due). Queued and sending e-mails finish within seconds; a retry
 * is worth asking about again only around its next try.
 */
export function notificationPollDelay(
  rows: readonly { notification: SubmissionNotification | null }[],
  now: number,
): number | false {
  let delay: number | undefined;
  for (const { notification } of rows) {
    if (!notification) continue;
    const { state, nextAttemptAt } = notification;
    if (state === "queued" || state === "sending") return NOTIFICATION_POLL_MS;
    if (state !== "retrying") continue;
    const due = nextAttemptAt ? Date.parse(nextAttemptAt) - now : 0;
    const wait = Number.isNaN(due) ? NOTIFICATION_POLL_MS : due + NOTIFICATION_POLL_MS;
    delay = Math.min(delay ?? Number.POSITIVE_INFINITY, wait);
  }
  if (delay === undefined) return false;
  return Math.min(Math.max(delay, NOTIFICATION_POLL_MS), NOTIFICATION_POLL_MAX_MS);
}
