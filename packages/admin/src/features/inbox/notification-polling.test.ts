import type { NotificationState, SubmissionNotification } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_POLL_MAX_MS,
  NOTIFICATION_POLL_MS,
  notificationPollDelay,
} from "./notification-polling.ts";

const NOW = Date.parse("2025-05-01T08:00:00.000Z");

const row = (state: NotificationState, nextAttemptAt: string | null = null) => ({
  notification: {
    state,
    attempts: 1,
    lastAnswer: null,
    nextAttemptAt,
    sentAt: null,
  } satisfies SubmissionNotification,
});
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe("notificationPollDelay", () => {
  it("does not poll when every e-mail is finished or none was due", () => {
    expect(notificationPollDelay([], NOW)).toBe(false);
    expect(notificationPollDelay([row("sent"), row("failed"), { notification: null }], NOW)).toBe(
      false,
    );
  });

  it("polls every few seconds while an e-mail is queued or being sent", () => {
    expect(notificationPollDelay([row("sent"), row("queued", inSeconds(0))], NOW)).toBe(
      NOTIFICATION_POLL_MS,
    );
    expect(notificationPollDelay([row("retrying", inSeconds(3600)), row("sending")], NOW)).toBe(
      NOTIFICATION_POLL_MS,
    );
  });

  it("waits for the earliest retry, a little after it is due", () => {
    expect(
      notificationPollDelay([row("retrying", inSeconds(20)), row("retrying", inSeconds(40))], NOW),
    ).toBe(20_000 + NOTIFICATION_POLL_MS);
  });

  it("never waits less than the short delay, nor longer than a minute", () => {
    expect(notificationPollDelay([row("retrying", inSeconds(-30))], NOW)).toBe(
      NOTIFICATION_POLL_MS,
    );
    expect(notificationPollDelay([row("retrying", inSeconds(4 * 3600))], NOW)).toBe(
      NOTIFICATION_POLL_MAX_MS,
    );
    expect(notificationPollDelay([row("retrying", "not a time")], NOW)).toBe(NOTIFICATION_POLL_MS);
  });
});
