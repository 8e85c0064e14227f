import { leadMailMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useRef } from "react";
import { formatDateTime } from "../../lib/format.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { DeliveryFact } from "./delivery-fact.tsx";
import { type SubmissionRow, useResendNotification } from "./inbox-queries.ts";
import { NotificationIndicator } from "./notification-indicator.tsx";
import type { ChangeAnswered } from "./open-submission.ts";

const words = leadMailMessages.notification;

/**
 * The story of a message's e-mail to the business: where it stands, how many tries, what the
 * mail server last said, when it was sent or will be tried again, and "Send again" when it
 * failed or is waiting to retry.
 */
export function NotificationDetails({
  submission: s,
  onUpdated,
}: {
  submission: SubmissionRow;
  /** The message as the server answered after "Send again". */
  onUpdated: ChangeAnswered;
}) {
  const resend = useResendNotification();
  const heading = useRef<HTMLHeadingElement>(null);
  const n = s.notification;
  const canResend = n?.state === "failed" || n?.state === "retrying";

  const sendAgain = () => {
    const askedAt = Date.now();
    resend.mutate(s.id, {
      onSuccess: (updated) => {
        notifySuccess(leadMailMessages.resendQueued);
        // The button goes with the failure it answered; the focus stays on this story.
        heading.current?.focus();
        onUpdated(updated, askedAt);
      },
      onError: (error) =>
        notifyFailure(
          leadMailMessages.resendFailure.title,
          error,
          leadMailMessages.resendFailure.description,
        ),
    });
  };

  return (
    <section
      aria-labelledby={`notification-${s.id}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3
            ref={heading}
            id={`notification-${s.id}`}
            tabIndex={-1}
            className="rounded-sm text-xs font-medium uppercase tracking-wide text-slate-500 focus:outline-none"
          >
            {words.heading}
          </h3>
          {n ? (
            <NotificationIndicator notification={n} className="text-sm [&>svg]:size-4" />
          ) : (
            <span className="text-sm font-medium text-slate-600">
              {leadMailMessages.notEmailed}
            </span>
          )}
        </div>
        {canResend ? (
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={sendAgain}>
            {resend.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <SendIcon aria-hidden />
            )}
            {resend.isPending ? words.queuing : words.sendAgain}
          </Button>
        ) : null}
      </div>
      {n ? (
        <dl className="flex flex-col gap-2">
          <DeliveryFact label={words.tries}>{n.attempts}</DeliveryFact>
          {n.lastAnswer ? (
            <DeliveryFact label={words.lastAnswer}>
              <code className="font-mono text-xs text-slate-800">{n.lastAnswer}</code>
            </DeliveryFact>
          ) : null}
          {n.sentAt ? (
            <DeliveryFact label={words.sentAt}>
              <time dateTime={n.sentAt}>{formatDateTime(n.sentAt)}</time>
            </DeliveryFact>
          ) : null}
          {n.nextAttemptAt ? (
            <DeliveryFact label={words.nextTry}>
              <time dateTime={n.nextAttemptAt}>{formatDateTime(n.nextAttemptAt)}</time>
            </DeliveryFact>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{leadMailMessages.notEmailedReason}</p>
      )}
    </section>
  );
}
