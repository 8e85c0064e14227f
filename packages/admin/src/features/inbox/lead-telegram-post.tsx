import { telegramWords } from "@app/contract";
import { CircleAlertIcon, CircleCheckIcon, ClockIcon } from "lucide-react";
import { formatDateTime } from "../../lib/format.ts";
import { DeliveryFact } from "./delivery-fact.tsx";
import { useLead } from "./lead-queries.ts";

const words = telegramWords.lead;

/**
 * The lead's message to the staff's Telegram group: posted, waiting to be tried again, or
 * refused for good with Telegram's answer. Shown only when Telegram is on (there is a post).
 */
export function LeadTelegramPost({ leadId }: { leadId: number }) {
  const post = useLead(leadId).data?.telegram;
  if (!post) return null;
  const Icon =
    post.state === "sent" ? CircleCheckIcon : post.state === "failed" ? CircleAlertIcon : ClockIcon;
  const tone =
    post.state === "sent"
      ? "text-emerald-800"
      : post.state === "failed"
        ? "text-red-800"
        : "text-amber-900";
  return (
    <section
      aria-labelledby={`telegram-${leadId}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3
          id={`telegram-${leadId}`}
          className="text-xs font-medium uppercase tracking-wide text-slate-500"
        >
          {words.heading}
        </h3>
        <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone}`}>
          <Icon className="size-4" aria-hidden />
          {words.states[post.state]}
        </span>
      </div>
      {post.state === "sent" && post.attempts <= 1 ? (
        post.sentAt ? (
          <dl>
            <DeliveryFact label={words.sentAt}>{formatDateTime(post.sentAt)}</DeliveryFact>
          </dl>
        ) : null
      ) : (
        <dl className="flex flex-col gap-2">
          <DeliveryFact label={words.tries}>{post.attempts}</DeliveryFact>
          {post.lastAnswer ? (
            <DeliveryFact label={words.lastAnswer}>
              <code className="font-mono text-xs text-slate-800">{post.lastAnswer}</code>
            </DeliveryFact>
          ) : null}
          {post.sentAt ? (
            <DeliveryFact label={words.sentAt}>{formatDateTime(post.sentAt)}</DeliveryFact>
          ) : null}
          {post.nextAttemptAt ? (
            <DeliveryFact label={words.nextTry}>{formatDateTime(post.nextAttemptAt)}</DeliveryFact>
          ) : null}
        </dl>
      )}
    </section>
  );
}
